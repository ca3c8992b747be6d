import * as yup from 'yup';
import { ISO_DATE_PATTERN } from './listing-fields';
import { phiConfirmationSchema } from './phi-guard';
import { isUploadedContentFileUrl } from './uploads';
import { US_STATES } from './us-states';

/**
 * The CME/CE wallet: a member's licences (private to them), the credits they earned, and what each licence's board
 * still asks of them in the current cycle. The boards' rules are data (one file per board in the events-news-cme
 * service); these are the words both sides share.
 */

/** The professions a licence can be for. */
export const walletProfessions = ['MD', 'DO', 'dentist', 'dental_hygienist'] as const;
export type WalletProfession = (typeof walletProfessions)[number];
export const walletProfessionLabels: Record<WalletProfession, string> = {
  MD: 'Physician (MD)',
  DO: 'Osteopathic physician (DO)',
  dentist: 'Dentist',
  dental_hygienist: 'Dental hygienist',
};

/** The credit types a certificate can state; `other` is a course from a provider no accreditor approved. */
export const walletCreditTypes = [
  'ama_pra_1',
  'ama_pra_2',
  'aoa_1a',
  'aoa_1b',
  'aoa_2a',
  'aoa_2b',
  'aafp_prescribed',
  'ada_cerp',
  'agd_pace',
  'board_registered',
  'other',
] as const;
export type WalletCreditType = (typeof walletCreditTypes)[number];
export const walletCreditTypeLabels: Record<WalletCreditType, string> = {
  ama_pra_1: 'AMA PRA Category 1',
  ama_pra_2: 'AMA PRA Category 2',
  aoa_1a: 'AOA Category 1-A',
  aoa_1b: 'AOA Category 1-B',
  aoa_2a: 'AOA Category 2-A',
  aoa_2b: 'AOA Category 2-B',
  aafp_prescribed: 'AAFP Prescribed',
  ada_cerp: 'ADA CERP',
  agd_pace: 'AGD PACE',
  board_registered: 'Registered with the state board',
  other: 'Other (no accreditation)',
};

/** How an activity was taken: live in person, live online (interactive), or self-paced (non-live). */
export const walletActivityFormats = ['live_in_person', 'live_online', 'self_paced'] as const;
export type WalletActivityFormat = (typeof walletActivityFormats)[number];
export const walletActivityFormatLabels: Record<WalletActivityFormat, string> = {
  live_in_person: 'Live, in person',
  live_online: 'Live, online',
  self_paced: 'Self-paced (not live)',
};

/** The topics boards mandate or cap; a credit names the ones its certificate covers. */
export const walletTopics = [
  'ethics',
  'professional_responsibility',
  'human_trafficking',
  'opioid_prescribing',
  'pain_management',
  'controlled_substance_prescribing',
  'substance_use_disorder',
  'dental_pain_management',
  'terminally_ill_care',
  'schedule_ii_addiction_risk',
  'geriatric_medicine',
  'medical_errors',
  'hiv_aids',
  'domestic_violence',
  'florida_laws_and_rules',
  'infection_control',
  'child_abuse_reporting',
  'palliative_care',
  'addiction',
  'dental_practice_act',
  'basic_life_support',
  'medical_emergencies_airway',
  'practice_management',
  'teaching',
  'risk_management',
  'clinical_science',
  'licensee_benefit',
] as const;
export type WalletTopic = (typeof walletTopics)[number];
export const walletTopicLabels: Record<WalletTopic, string> = {
  ethics: 'Medical ethics',
  professional_responsibility: 'Professional responsibility',
  human_trafficking: 'Human trafficking',
  opioid_prescribing: 'Opioid prescribing',
  pain_management: 'Pain management',
  controlled_substance_prescribing: 'Controlled-substance prescribing',
  substance_use_disorder: 'Treating substance-use disorders',
  dental_pain_management: 'Pharmacological management of dental pain',
  terminally_ill_care: 'Care of terminally ill patients',
  schedule_ii_addiction_risk: 'Addiction risks of Schedule II drugs',
  geriatric_medicine: 'Geriatric medicine',
  medical_errors: 'Prevention of medical errors',
  hiv_aids: 'HIV/AIDS',
  domestic_violence: 'Domestic violence',
  florida_laws_and_rules: 'Florida laws and rules',
  infection_control: 'Infection control',
  child_abuse_reporting: 'Child abuse identification and reporting',
  palliative_care: 'Palliative care',
  addiction: 'Addiction',
  dental_practice_act: 'Dental Practice Act',
  basic_life_support: 'Basic Life Support',
  medical_emergencies_airway: 'Medical emergencies with hands-on airway',
  practice_management: 'Practice management',
  teaching: 'Teaching',
  risk_management: 'Risk management (record-keeping, ethics)',
  clinical_science: 'Clinical (technical and scientific)',
  licensee_benefit: 'Primarily benefits the licensee',
};

/** Approvals a certificate can show for its provider, which some boards ask of some topics. */
export const walletProviderApprovals = [
  'ca_dental_board',
  'fl_statewide_association',
  'tx_dental_board_list',
  'ny_approved_provider',
] as const;
export type WalletProviderApproval = (typeof walletProviderApprovals)[number];
export const walletProviderApprovalLabels: Record<WalletProviderApproval, string> = {
  ca_dental_board: 'Registered provider of the Dental Board of California',
  fl_statewide_association: 'Florida statewide association accredited for Category 1 (e.g. Florida Medical Association)',
  tx_dental_board_list: "On the Texas dental board's provider list",
  ny_approved_provider: 'Approved by the New York State Education Department',
};

/** Permits that add their own hours (dentistry). */
export const walletPermits = ['general_anesthesia', 'moderate_sedation', 'oral_conscious_sedation'] as const;
export type WalletPermit = (typeof walletPermits)[number];
export const walletPermitLabels: Record<WalletPermit, string> = {
  general_anesthesia: 'General anaesthesia',
  moderate_sedation: 'Moderate sedation',
  oral_conscious_sedation: 'Oral conscious sedation',
};

/** The specialties some rules name (exemptions, geriatric share); anything else is `other`. */
export const walletSpecialties = ['internal_medicine', 'family_medicine', 'pathology', 'radiology', 'pain_management', 'addiction_medicine', 'dentistry', 'other'] as const;
export type WalletSpecialty = (typeof walletSpecialties)[number];
export const walletSpecialtyLabels: Record<WalletSpecialty, string> = {
  internal_medicine: 'Internal medicine',
  family_medicine: 'Family medicine',
  pathology: 'Pathology',
  radiology: 'Radiology',
  pain_management: 'Pain management clinic',
  addiction_medicine: 'Addiction medicine or psychiatry (board certified)',
  dentistry: 'Dentistry',
  other: 'Other',
};

/** The facts about the member that rules depend on, kept with each licence. */
export interface LicenceFacts {
  deaRegistered: boolean;
  /** YYYY-MM-DD of the current DEA registration; null without one. */
  deaRegistrationDate: string | null;
  directPatientCare: boolean;
  specialty: WalletSpecialty;
  /** Share of patients aged 65 and over, 0-100; null when not given. */
  patientsOver65Percent: number | null;
  permits: WalletPermit[];
  /** Graduated in the past 5 years from a school whose curriculum had 8 hours on substance-use disorders. */
  recentSudCurriculumGraduate: boolean;
}

/** A licence as its holder sees it. */
export interface WalletLicence extends LicenceFacts {
  id: number;
  state: string;
  profession: WalletProfession;
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  expiryDate: string;
  createdAt: string;
  updatedAt: string;
}

/** A credit earned, as its holder sees it. */
export interface WalletCredit {
  id: number;
  title: string;
  provider: string;
  accreditor: string | null;
  creditType: WalletCreditType;
  /** Hours (boards that say units or credits count them as hours). */
  amount: number;
  /** YYYY-MM-DD. */
  completedOn: string;
  format: WalletActivityFormat;
  topics: WalletTopic[];
  providerApprovals: WalletProviderApproval[];
  /** The uploaded certificate (the BFF's uploads pipeline), or null. */
  certificateUrl: string | null;
  /** The DocNet CME listing this was marked completed from, or null. */
  cmeOpportunityId: number | null;
  /** The member's own choices of where it counts, over the automatic allocation (`allocationsFormSchema`). */
  allocations: CreditAllocation[];
  createdAt: string;
}

/**
 * A member's choice for one credit and one topic requirement, where the automatic allocation guesses: with hours,
 * the credit counts toward the requirement first, up to those hours, even when its topics do not name it (the member
 * states what the course covered); with 0, it never counts there. The board's restrictions (provider, format, credit
 * type, the window of completion dates) still apply, and no hour counts twice for one requirement.
 */
export interface CreditAllocation {
  /** The licence, or null for a federal requirement. */
  licenceId: number | null;
  /** The topic requirement's id in the evaluation: `topic:ethics`, `topic:opioids:2027-03-31`, `federal:mate`. */
  requirementId: string;
  hours: number;
}

export const CmeWalletMessages = {
  licenceNotFound: 'Licence not found',
  creditNotFound: 'Credit not found',
  stateRequired: 'Choose the state that issued the licence',
  stateUnknown: 'Choose a US state from the list',
  professionRequired: 'Choose the profession the licence is for',
  numberRequired: 'Enter the licence number as it appears on the licence',
  numberFormat: 'A licence number has 1 to 40 letters, digits, spaces, dots or dashes',
  issueDateRequired: 'Enter the date the licence was first issued, e.g. 2015-04-01',
  expiryDateRequired: 'Enter the date the licence expires, e.g. 2027-03-31',
  realDate: 'Enter a real calendar date, e.g. 2027-03-31',
  expiryAfterIssue: 'The expiry date must be after the issue date',
  issueNotFuture: 'The issue date cannot be in the future',
  deaDateRequired: 'Enter the date of your DEA registration, or untick DEA-registered',
  deaDateNotFuture: 'The DEA registration date cannot be in the future',
  percentRange: 'Enter a share between 0 and 100',
  titleRequired: 'Enter the activity title from the certificate',
  titleLength: 'The title can have at most 300 characters',
  providerRequired: "Enter the provider's name from the certificate",
  providerLength: "The provider's name can have at most 200 characters",
  creditTypeRequired: 'Choose the credit type the certificate states',
  amountRequired: 'Enter the hours the certificate awards, e.g. 1.5',
  amountRange: 'Hours must be between 0.25 and 200',
  amountStep: 'Hours are counted in quarter hours, e.g. 1.25',
  completedOnRequired: 'Enter the date you completed the activity, e.g. 2026-03-14',
  completedOnNotFuture: 'The completion date cannot be in the future',
  completedOnTooOld: 'Credits completed before 1990 cannot count toward any current cycle',
  formatRequired: 'Choose how you took the activity',
  topicUnknown: 'Choose topics from the list',
  certificateUrl: 'Attach the certificate by uploading it again',
  duplicateLicence: 'You already added this licence (same state, profession and number)',
  noRulesForLicence: 'DocNet does not know the rules of this board yet; the licence is kept but not evaluated',
  allocationRequirement: 'Choose a topic requirement of the licence from its evaluation',
  allocationHours: "Allocate between 0 and the credit's hours, in quarter hours",
  allocationTwice: 'Allocate a credit to each requirement at most once',
  allocationTooMany: 'A credit can have at most 50 allocations',
  allocationMoreThanCredit: "Allocate at most the credit's hours to one requirement",
  allocationUnknownRequirement: "That requirement is not part of the licence's current evaluation; open the wallet again and choose from it",
  certificateRequired: 'Upload the certificate (PDF or photo) first',
  certificateNotFound: 'Certificate not found: upload it again',
} as const;

/** Today's date (UTC) as YYYY-MM-DD; the forms' "not in the future" checks allow the next day for time zones ahead of UTC. */
function latestAllowedDate(): string {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that names a day of the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function walletDate(requiredMessage: string) {
  return yup
    .string()
    .trim()
    .required(requiredMessage)
    .matches(ISO_DATE_PATTERN, requiredMessage)
    .test('calendar-date', CmeWalletMessages.realDate, (value) => value === undefined || isCalendarDate(value));
}

function isQuarterHours(value: number): boolean {
  const steps = value / 0.25;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Add or edit a licence (POST/PUT /api/cme-wallet/licences). */
export const licenceFormSchema = yup.object({
  state: yup
    .string()
    .trim()
    .uppercase()
    .required(CmeWalletMessages.stateRequired)
    .test('us-state', CmeWalletMessages.stateUnknown, (value) => value === undefined || Object.hasOwn(US_STATES, value)),
  profession: yup.string().oneOf(walletProfessions, CmeWalletMessages.professionRequired).required(CmeWalletMessages.professionRequired),
  number: yup
    .string()
    .trim()
    .required(CmeWalletMessages.numberRequired)
    .matches(/^[\p{L}\p{N}][\p{L}\p{N} .-]{0,39}$/u, CmeWalletMessages.numberFormat),
  issueDate: walletDate(CmeWalletMessages.issueDateRequired).test(
    'issue-not-future',
    CmeWalletMessages.issueNotFuture,
    (value) => value === undefined || value <= latestAllowedDate(),
  ),
  expiryDate: walletDate(CmeWalletMessages.expiryDateRequired).test('expiry-after-issue', CmeWalletMessages.expiryAfterIssue, function expiryAfterIssue(value) {
    const { issueDate } = this.parent as { issueDate?: string };
    return !value || !issueDate || value > issueDate;
  }),
  deaRegistered: yup.boolean().default(false),
  deaRegistrationDate: yup
    .string()
    .trim()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? null : value))
    .nullable()
    .default(null)
    .matches(ISO_DATE_PATTERN, { message: CmeWalletMessages.realDate, excludeEmptyString: true })
    .test('calendar-date', CmeWalletMessages.realDate, (value) => !value || isCalendarDate(value))
    .test('dea-not-future', CmeWalletMessages.deaDateNotFuture, (value) => !value || value <= latestAllowedDate())
    .test('dea-date-required', CmeWalletMessages.deaDateRequired, function deaDateRequired(value) {
      const { deaRegistered } = this.parent as { deaRegistered?: boolean };
      return !deaRegistered || !!value;
    }),
  directPatientCare: yup.boolean().default(true),
  specialty: yup.string().oneOf(walletSpecialties, 'Choose a specialty from the list').default('other'),
  patientsOver65Percent: yup
    .number()
    .typeError(CmeWalletMessages.percentRange)
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value))
    .nullable()
    .default(null)
    .min(0, CmeWalletMessages.percentRange)
    .max(100, CmeWalletMessages.percentRange),
  permits: yup.array(yup.string().oneOf(walletPermits, 'Choose permits from the list').required()).default([]).max(walletPermits.length),
  recentSudCurriculumGraduate: yup.boolean().default(false),
});
export type LicenceInput = yup.InferType<typeof licenceFormSchema>;

/** Add or edit a credit (POST/PUT /api/cme-wallet/credits). The title is read by the PHI guard. */
export const creditFormSchema = yup.object({
  title: yup.string().trim().required(CmeWalletMessages.titleRequired).min(3, CmeWalletMessages.titleRequired).max(300, CmeWalletMessages.titleLength),
  provider: yup.string().trim().required(CmeWalletMessages.providerRequired).min(2, CmeWalletMessages.providerRequired).max(200, CmeWalletMessages.providerLength),
  accreditor: yup
    .string()
    .trim()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? null : value))
    .nullable()
    .default(null)
    .max(200, CmeWalletMessages.providerLength),
  creditType: yup.string().oneOf(walletCreditTypes, CmeWalletMessages.creditTypeRequired).required(CmeWalletMessages.creditTypeRequired),
  amount: yup
    .number()
    .typeError(CmeWalletMessages.amountRequired)
    .required(CmeWalletMessages.amountRequired)
    .min(0.25, CmeWalletMessages.amountRange)
    .max(200, CmeWalletMessages.amountRange)
    .test('quarter-hours', CmeWalletMessages.amountStep, (value) => value === undefined || isQuarterHours(value)),
  completedOn: walletDate(CmeWalletMessages.completedOnRequired)
    .test('completed-not-future', CmeWalletMessages.completedOnNotFuture, (value) => value === undefined || value <= latestAllowedDate())
    .test('completed-not-ancient', CmeWalletMessages.completedOnTooOld, (value) => value === undefined || value >= '1990-01-01'),
  format: yup.string().oneOf(walletActivityFormats, CmeWalletMessages.formatRequired).required(CmeWalletMessages.formatRequired),
  topics: yup.array(yup.string().oneOf(walletTopics, CmeWalletMessages.topicUnknown).required()).default([]).max(walletTopics.length),
  providerApprovals: yup.array(yup.string().oneOf(walletProviderApprovals, 'Choose approvals from the list').required()).default([]),
  certificateUrl: yup
    .string()
    .trim()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? null : value))
    .nullable()
    .default(null)
    .test('uploaded-file', CmeWalletMessages.certificateUrl, (value) => !value || isUploadedContentFileUrl(value)),
  cmeOpportunityId: yup.number().integer().positive().nullable().default(null),
  phiConfirmation: phiConfirmationSchema,
});
export type CreditInput = yup.InferType<typeof creditFormSchema>;

/** Where a credit counts, by the member's choice (PUT /api/cme-wallet/credits/{id}/allocations); an empty list goes back to automatic. */
export const allocationsFormSchema = yup.object({
  allocations: yup
    .array(
      yup.object({
        licenceId: yup.number().typeError(CmeWalletMessages.allocationRequirement).integer().positive().nullable().default(null),
        requirementId: yup
          .string()
          .trim()
          .required(CmeWalletMessages.allocationRequirement)
          .matches(/^(topic|federal):[a-z0-9-]{1,60}(:\d{4}-\d{2}-\d{2})?$/, CmeWalletMessages.allocationRequirement),
        hours: yup
          .number()
          .typeError(CmeWalletMessages.allocationHours)
          .required(CmeWalletMessages.allocationHours)
          .min(0, CmeWalletMessages.allocationHours)
          .max(200, CmeWalletMessages.allocationHours)
          .test('quarter-hours', CmeWalletMessages.allocationHours, (value) => value === undefined || isQuarterHours(value)),
      }),
    )
    .default([])
    .max(50, CmeWalletMessages.allocationTooMany)
    .test('once-each', CmeWalletMessages.allocationTwice, (allocations) => {
      const keys = (allocations ?? []).map((allocation) => `${allocation.licenceId ?? 'federal'}/${allocation.requirementId}`);
      return new Set(keys).size === keys.length;
    }),
});
export type AllocationsInput = yup.InferType<typeof allocationsFormSchema>;

/** What a requirement is: the cycle's total, a minimum of some credit types, a cap, or a topic. */
export const requirementKinds = ['total', 'minimum', 'cap', 'topic', 'content'] as const;
export type RequirementKind = (typeof requirementKinds)[number];

/** One credit's hours counted toward one requirement. */
export interface CountedCredit {
  creditId: number;
  hours: number;
}

/** Where one requirement of one licence's cycle stands, and why (the rule and its source). */
export interface RequirementStatus {
  /** Stable within the rule set, e.g. `total`, `formal`, `topic:opioids`. */
  id: string;
  kind: RequirementKind;
  label: string;
  /** Hours required (a cap: the most that counts); 0 for a content rule. */
  required: number;
  counted: number;
  /** Hours still owed; 0 when met. */
  owed: number;
  /** YYYY-MM-DD by which it is due, or null (a cap, a content rule). */
  dueBy: string | null;
  met: boolean;
  /** Applies to this cycle; when false, `why` says why not (a condition, the recurrence). */
  applies: boolean;
  /** The rule in words, with when it recurs and any restriction. */
  why: string;
  /** Set when the sources disagree and the stricter reading was seeded. */
  conflict: string | null;
  credits: CountedCredit[];
  /**
   * What an activity must be to count toward it, for finding activities that close it: any of `topics` (empty: no
   * topic asked) and any of `creditTypes` (empty: any type). Both empty for the total, caps and content rules.
   */
  closes: { topics: WalletTopic[]; creditTypes: WalletCreditType[] };
}

/** A credit left out of a licence's cycle, with the reason a member can act on. */
export interface ExcludedCredit {
  creditId: number;
  reason: string;
}

/** One licence's current cycle against its board's rules. */
export interface LicenceCompliance {
  licenceId: number;
  state: string;
  profession: WalletProfession;
  /** The board's name; null when no rules are known for the licence. */
  board: string | null;
  ruleSetVersion: string | null;
  source: string | null;
  verifiedAt: string | null;
  cycleStart: string | null;
  cycleEnd: string | null;
  /** The renewal this cycle ends with, counted from the first (1). */
  renewalNumber: number | null;
  firstCycle: boolean;
  /** The last day a deficiency may be cured after the deadline, or null. */
  cureUntil: string | null;
  compliant: boolean;
  carryForwardIn: number;
  carryForwardOut: number;
  requirements: RequirementStatus[];
  excluded: ExcludedCredit[];
  /** Why there is no evaluation (no rules known), else null. */
  note: string | null;
}

/** Something still owed, soonest first, across licences and the federal requirements. */
export interface WalletDueItem {
  /** The licence, or null for a federal requirement. */
  licenceId: number | null;
  /** 'Texas', 'Federal (DEA)'. */
  scope: string;
  requirementId: string;
  label: string;
  owed: number;
  dueBy: string | null;
}

/** GET /api/cme-wallet: the signed-in member's wallet. */
export interface CmeWallet {
  licences: WalletLicence[];
  credits: WalletCredit[];
  compliance: LicenceCompliance[];
  federal: RequirementStatus[];
  due: WalletDueItem[];
}

/** GET /api/cme-wallet/boards: the boards whose rules are known, for the licence form. */
export interface WalletBoard {
  id: string;
  name: string;
  state: string;
  professions: WalletProfession[];
  ruleSetVersion: string;
  source: string;
  verifiedAt: string;
}

/** What a certificate's text gave toward a credit: each field null where nothing was recognised. */
export interface CertificateFields {
  title: string | null;
  provider: string | null;
  accreditor: string | null;
  creditType: WalletCreditType | null;
  /** Hours, on the form's quarter-hour grid. */
  amount: number | null;
  /** YYYY-MM-DD, never in the future. */
  completedOn: string | null;
}

/**
 * POST /api/cme-wallet/certificates/prefill: the member's uploaded certificate (uploaded through /api/uploads, its
 * text read there) and what its text says, for the credit form to prefill; the member checks each field before
 * saving. A photo or a scanned PDF has no text: `textRead` false and every field null.
 */
export interface CertificatePrefill {
  certificateUrl: string;
  fileName: string | null;
  textRead: boolean;
  fields: CertificateFields;
}

/** POST /api/cme-wallet/certificates/prefill body: the member's own upload. */
export const certificatePrefillSchema = yup.object({
  certificateUrl: yup
    .string()
    .trim()
    .required(CmeWalletMessages.certificateRequired)
    .test('uploaded-file', CmeWalletMessages.certificateUrl, (value) => value === undefined || isUploadedContentFileUrl(value)),
});
export type CertificatePrefillInput = yup.InferType<typeof certificatePrefillSchema>;
