import { walletCreditTypeLabels, walletCreditTypes, walletTopicLabels, walletTopics, type CmeOpportunity, type CmeWallet, type WalletActivityFormat, type WalletCreditType, type WalletTopic } from '@docnet/contracts';
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

/** What a listing's title, description and topics name: the credit type ('AMA PRA Category 1'; null: none) and the topics. */
function listingFacts(listing: CmeOpportunity): { creditType: WalletCreditType | null; topics: WalletTopic[] } {
  const text = [listing.title, listing.description, ...listing.topics].join(' \n ');
  return {
    creditType: walletCreditTypes.find((type) => type !== 'other' && type !== 'board_registered' && mentions(text, walletCreditTypeLabels[type])) ?? null,
    topics: walletTopics.filter((topic) => [walletTopicLabels[topic], ...(topicWords[topic] ?? [])].some((phrase) => mentions(text, phrase))),
  };
}

const formats: Record<CmeOpportunity['format'], WalletActivityFormat> = { online: 'live_online', in_person: 'live_in_person', hybrid: 'live_in_person' };

/**
 * The credit form prefilled from a DocNet CME listing the member marks completed: its title, provider, credits as
 * hours, the day it ended (today when it ends later: the member completes it now), its format, the credit type and
 * topics its text names. The member checks it against the certificate before saving.
 */
export function creditFromListing(listing: CmeOpportunity, today: string): CreditFormValues {
  const facts = listingFacts(listing);
  const ended = listing.endDate ?? listing.startDate;
  return {
    title: listing.title,
    provider: listing.provider,
    accreditor: '',
    creditType: facts.creditType ?? 'ama_pra_1',
    amount: Math.min(listing.credits, 200),
    completedOn: ended > today ? today : ended,
    format: formats[listing.format],
    topics: facts.topics,
    providerApprovals: [],
    certificateUrl: '',
    cmeOpportunityId: listing.id,
  };
}

/**
 * Whether a listing would close a requirement the member still owes (a topic, or a minimum of some credit types, of a
 * licence's current cycle or the federal hours), by what its text names: a topic the requirement asks for, with a
 * credit type it takes when the listing names one. The total alone does not count: every course adds to it.
 */
export function fillsGap(listing: CmeOpportunity, wallet: CmeWallet): boolean {
  const facts = listingFacts(listing);
  const open = [...wallet.compliance.flatMap((licence) => licence.requirements), ...wallet.federal].filter(
    (requirement) => requirement.applies && !requirement.met && (requirement.kind === 'topic' || requirement.kind === 'minimum'),
  );
  return open.some(({ closes }) => {
    if (closes.topics.length === 0 && closes.creditTypes.length === 0) return false;
    const topicFits = closes.topics.length === 0 || closes.topics.some((topic) => facts.topics.includes(topic));
    // A type-only minimum ('24 formal') needs the type named; a topic requirement takes a listing that names none.
    const typeFits = closes.creditTypes.length === 0 || (facts.creditType === null ? closes.topics.length > 0 : closes.creditTypes.includes(facts.creditType));
    return topicFits && typeFits;
  });
}
