import * as yup from 'yup';

/**
 * The PHI guard: before a member's text is stored, the owning service looks for the HIPAA Safe Harbor
 * identifiers text can show (45 CFR 164.514(b)(2)). A likely finding refuses the write with 422 `PhiRefusalBody`;
 * the author edits the highlighted passages or, judging a finding wrong, sends the same write again with
 * `phiConfirmation {reason, token}`, which the service keeps for audit (without the excerpts). The token comes from
 * the refusal and binds the confirmation to it: the same member, the same text, the same kinds of finding, for
 * `PHI_CONFIRMATION_TOKEN_LIFETIME_MS`; any other confirmation is refused again with a fresh refusal.
 */

/** The identifiers the guard recognises in text. */
export const phiKinds = [
  'patient-name',
  'date',
  'age-over-89',
  'phone',
  'fax',
  'email',
  'ssn',
  'medical-record-number',
  'health-plan-number',
  'account-number',
  'licence-number',
  'address',
  'device-identifier',
  'url',
  'ip-address',
  'full-face-photo',
] as const;
export type PhiKind = (typeof phiKinds)[number];

/**
 * The kinds that name the patient outright (a full name beside a patient word, a person's date, a record, social
 * security or health plan number): a content or comment confirmed over one of them is held, seen by its author
 * only, until a moderator clears it.
 */
export const highRiskPhiKinds: readonly PhiKind[] = ['patient-name', 'date', 'medical-record-number', 'ssn', 'health-plan-number'];

/** The shortest and longest reason an author gives for confirming a finding. */
export const PHI_CONFIRMATION_REASON_MIN = 10;
export const PHI_CONFIRMATION_REASON_MAX = 500;
/** How long the token of a refusal confirms its text: time to read the findings and write a reason. */
export const PHI_CONFIRMATION_TOKEN_LIFETIME_MS = 30 * 60_000;
/** The longest token a write may carry (a real one is far shorter). */
export const PHI_CONFIRMATION_TOKEN_MAX = 200;

/** The member-facing texts of the guard: the 422's message and the confirmation's rules. */
export const PhiGuardMessages = {
  refused: 'This may identify a patient. Remove the highlighted details, or confirm they are not patient information.',
  reasonRequired: 'Please say why the highlighted details are not patient information.',
  reasonTooShort: `Please explain in at least ${PHI_CONFIRMATION_REASON_MIN} characters why the highlighted details are not patient information.`,
  reasonTooLong: `The reason can be at most ${PHI_CONFIRMATION_REASON_MAX} characters.`,
  /** A confirmation without the token of a refusal of this very text (changed since, expired, or never refused). */
  confirmationStale:
    'This confirmation does not match the text as it is now. Review the highlighted details and confirm again.',
} as const;

/**
 * One passage of a write that may identify a patient. `field` is the request body's field path: `title`, `body`,
 * `message`, and an item of a list by its index (`tags.2`, as react-hook-form names it). `start` and `end` are
 * UTF-16 offsets (end exclusive) in that field's text as the contracts schema reads it (trimmed; a list's items
 * cleaned); `excerpt` is `text.slice(start, end)`.
 */
export interface PhiFieldFinding {
  field: string;
  kind: PhiKind;
  excerpt: string;
  start: number;
  end: number;
}

/**
 * The 422 answer of a write refused by the PHI guard: `message` is `PhiGuardMessages.refused` (or
 * `confirmationStale` when the write carried a confirmation that does not answer this refusal), findings in field
 * order, then by start; `confirmationToken` is what a confirmation of exactly this text sends back.
 */
export interface PhiRefusalBody {
  message: string;
  findings: PhiFieldFinding[];
  confirmationToken: string;
}

/** The author's word that the findings of a refused write are not patient information, kept for audit. */
export interface PhiConfirmation {
  reason: string;
  /** The refusal's `confirmationToken`. */
  token: string;
}

/** What a write that may carry member text takes besides its own fields. */
export interface PhiConfirmable {
  phiConfirmation?: PhiConfirmation;
}

/**
 * The optional `phiConfirmation` of every write the guard checks (contents, comments, direct messages, the AI
 * chat, events, news and CME). Absent (or undefined), nothing is confirmed; present, its reason is required,
 * trimmed, 10-500 characters, and its token is the refusal's (one that does not match is refused with 422 by the
 * service, which alone can tell).
 */
export const phiConfirmationSchema = yup
  .object({
    reason: yup
      .string()
      .typeError(PhiGuardMessages.reasonRequired)
      .trim()
      .required(PhiGuardMessages.reasonRequired)
      .min(PHI_CONFIRMATION_REASON_MIN, PhiGuardMessages.reasonTooShort)
      .max(PHI_CONFIRMATION_REASON_MAX, PhiGuardMessages.reasonTooLong),
    // Checked by the service: a missing or wrong token is answered with a fresh refusal, whose token the form sends back.
    token: yup.string().typeError(PhiGuardMessages.confirmationStale).trim().max(PHI_CONFIRMATION_TOKEN_MAX, PhiGuardMessages.confirmationStale).default(''),
  })
  .typeError(PhiGuardMessages.reasonRequired)
  // Without it yup builds `{reason: undefined}` for a missing object and the reason's rule refuses every write.
  .default(undefined)
  .optional();
