import { PhiGuardMessages, type PhiConfirmation, type PhiFieldFinding, type PhiRefusalBody } from '@docnet/contracts';
import { UnprocessableEntityException } from '@nestjs/common';
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
 * refused with 422 `{message, findings}` (contracts' `PhiRefusalBody`) unless its author confirmed it
 * (`phiConfirmation`, already validated by the contracts schema). Answers what the author confirmed, for
 * `PhiConfirmations.record`, or null when nothing was found. Pure and linear in the texts' length.
 */
export function checkPhi(fields: PhiTextFields, confirmation: PhiConfirmation | undefined): ConfirmedPhi | null {
  const findings = findPhiInFields(fields);
  if (findings.length === 0) return null;
  if (!confirmation) {
    const body: PhiRefusalBody = { message: PhiGuardMessages.refused, findings };
    throw new UnprocessableEntityException(body);
  }
  return { findings, reason: confirmation.reason };
}
