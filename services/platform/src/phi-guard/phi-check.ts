import { PhiGuardMessages, type PhiConfirmation, type PhiFieldFinding, type PhiRefusalBody } from '@docnet/contracts';
import { UnprocessableEntityException } from '@nestjs/common';
import type { PhiConfirmationTokens } from './confirmation-token';
import { findPhi } from './find-phi';

/**
 * The member text of one write, by the request body's field names: a text, or a list of texts (tags), whose
 * items are named `<field>.<index>`. Absent values (null, undefined) are skipped.
 */
export type PhiTextFields = Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** What an author confirmed: the findings of the write and their reason, for the audit record. */
export interface ConfirmedPhi {
  findings: PhiFieldFinding[];
  reason: string;
}

/** Every finding of the write's fields, in the fields' order, then by start. */
export function findPhiInFields(fields: PhiTextFields): PhiFieldFinding[] {
  const findings: PhiFieldFinding[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      for (const finding of findPhi(value)) findings.push({ field, ...finding });
    } else if (value) {
      value.forEach((item, index) => {
        for (const finding of findPhi(item)) findings.push({ field: `${field}.${index}`, ...finding });
      });
    }
  }
  return findings;
}

/**
 * The PHI guard of a write, called before anything of it is stored: a write whose text may identify a patient is
 * refused with 422 `{message, findings, confirmationToken}` (contracts' `PhiRefusalBody`) unless it carries a
 * confirmation (`phiConfirmation`, already validated by the contracts schema) whose token this service issued in
 * a refusal of the same member's same text and kinds of finding; a confirmation with any other token is refused
 * again, with `confirmationStale` and a fresh token. Answers what the author confirmed, for
 * `PhiConfirmations.record`, or null when nothing was found. Pure and linear in the texts' length.
 */
export function checkPhi(
  memberId: number,
  fields: PhiTextFields,
  confirmation: PhiConfirmation | undefined,
  tokens: PhiConfirmationTokens,
): ConfirmedPhi | null {
  const findings = findPhiInFields(fields);
  if (findings.length === 0) return null;
  const subject = { memberId, fields, findings };
  if (confirmation && tokens.verify(confirmation.token, subject)) return { findings, reason: confirmation.reason };
  const body: PhiRefusalBody = {
    message: confirmation ? PhiGuardMessages.confirmationStale : PhiGuardMessages.refused,
    findings,
    confirmationToken: tokens.issue(subject),
  };
  throw new UnprocessableEntityException(body);
}

/**
 * The text of one field with the confirmed findings in it masked: what a confirmed write may show a party outside
 * DocNet (an external model), since the author's word that a detail is no patient's is no reason to send it away.
 */
export function maskConfirmedPhi(field: string, text: string, confirmed: ConfirmedPhi | null): string {
  if (!confirmed) return text;
  let masked = '';
  let from = 0;
  for (const { start, end } of confirmed.findings.filter((finding) => finding.field === field)) {
    masked += `${text.slice(from, start)}[redacted]`;
    from = end;
  }
  return masked + text.slice(from);
}
