import * as yup from 'yup';

/**
 * The PHI guard (issue 21): before a member's text is stored, the owning service looks for the HIPAA Safe Harbor
 * identifiers text can show (45 CFR 164.514(b)(2)). A likely finding refuses the write with 422 `PhiRefusalBody`;
 * the author edits the highlighted passages or, judging a finding wrong, sends the same write again with
 * `phiConfirmation {reason}`, which the service keeps for audit (without the excerpts).
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

/** The shortest and longest reason an author gives for confirming a finding. */
export const PHI_CONFIRMATION_REASON_MIN = 10;
export const PHI_CONFIRMATION_REASON_MAX = 500;

/** The member-facing texts of the guard: the 422's message and the confirmation's rules. */
export const PhiGuardMessages = {
  refused: 'This may identify a patient. Remove the highlighted details, or confirm they are not patient information.',
  reasonRequired: 'Please say why the highlighted details are not patient information.',
  reasonTooShort: `Please explain in at least ${PHI_CONFIRMATION_REASON_MIN} characters why the highlighted details are not patient information.`,
  reasonTooLong: `The reason can be at most ${PHI_CONFIRMATION_REASON_MAX} characters.`,
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

/** The 422 answer of a write refused by the PHI guard: `message` is `PhiGuardMessages.refused`, findings in field order, then by start. */
export interface PhiRefusalBody {
  message: string;
  findings: PhiFieldFinding[];
}

/** The author's word that the findings of a write are not patient information, kept for audit. */
export interface PhiConfirmation {
  reason: string;
}

/** What a write that may carry member text takes besides its own fields. */
export interface PhiConfirmable {
  phiConfirmation?: PhiConfirmation;
}

/**
 * The optional `phiConfirmation` of every write the guard checks (contents, comments, direct messages, the AI
 * chat, events, news and CME). Absent (or undefined), nothing is confirmed; present, its reason is required,
 * trimmed, 10-500 characters.
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
  })
  .typeError(PhiGuardMessages.reasonRequired)
  // Without it yup builds `{reason: undefined}` for a missing object and the reason's rule refuses every write.
  .default(undefined)
  .optional();
