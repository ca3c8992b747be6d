import { walletCreditTypeLabels, walletCreditTypes, walletTopicLabels, walletTopics, type CmeOpportunity, type WalletActivityFormat, type WalletCreditType, type WalletTopic } from '@docnet/contracts';
import type { CreditFormValues } from '../components/credit-dialog';

/** Words a listing may use for a topic besides its label (matched as whole words, any case). */
const topicWords: Partial<Record<WalletTopic, string[]>> = {
  ethics: ['ethics'],
  opioid_prescribing: ['opioid', 'opioids'],
  pain_management: ['pain management'],
  controlled_substance_prescribing: ['controlled substance', 'controlled substances'],
  substance_use_disorder: ['substance use disorder', 'substance-use disorder', 'substance use disorders', 'MATE Act'],
  medical_errors: ['medical errors'],
  hiv_aids: ['HIV', 'AIDS'],
  basic_life_support: ['BLS', 'basic life support'],
  geriatric_medicine: ['geriatric', 'geriatrics'],
  child_abuse_reporting: ['child abuse'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, phrase: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(phrase)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

/** The credit type a listing names in its title, description or topics ('AMA PRA Category 1'), else AMA PRA Category 1. */
function creditTypeOf(text: string): WalletCreditType {
  return walletCreditTypes.find((type) => type !== 'other' && type !== 'board_registered' && mentions(text, walletCreditTypeLabels[type])) ?? 'ama_pra_1';
}

const formats: Record<CmeOpportunity['format'], WalletActivityFormat> = { online: 'live_online', in_person: 'live_in_person', hybrid: 'live_in_person' };

/**
 * The credit form prefilled from a DocNet CME listing the member marks completed: its title, provider, credits as
 * hours, the day it ended (today when it ends later: the member completes it now), its format, the credit type and
 * topics its text names. The member checks it against the certificate before saving.
 */
export function creditFromListing(listing: CmeOpportunity, today: string): CreditFormValues {
  const text = [listing.title, listing.description, ...listing.topics].join(' \n ');
  const ended = listing.endDate ?? listing.startDate;
  return {
    title: listing.title,
    provider: listing.provider,
    accreditor: '',
    creditType: creditTypeOf(text),
    amount: Math.min(listing.credits, 200),
    completedOn: ended > today ? today : ended,
    format: formats[listing.format],
    topics: walletTopics.filter((topic) => [walletTopicLabels[topic], ...(topicWords[topic] ?? [])].some((phrase) => mentions(text, phrase))),
    providerApprovals: [],
    certificateUrl: '',
    cmeOpportunityId: listing.id,
  };
}
