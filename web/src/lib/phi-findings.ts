import { ValidationError } from 'yup';
import {
  phiConfirmationSchema,
  phiKinds,
  type PhiConfirmation,
  type PhiFieldFinding,
  type PhiKind,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { ApiError, errorBody } from './api-client';

/**
 * The SPA side of the PHI guard, in one place for every form that writes member text: reading a 422
 * `PhiRefusalBody`, turning its findings into react-hook-form field errors (or a form-level list for a field the
 * form does not show), the member-facing name of each kind, and the confirmation reason's rules.
 */

/** Each kind the guard recognises, in the member's words. */
export const phiKindLabels: Record<PhiKind, string> = {
  'patient-name': 'Patient name',
  date: 'Date tied to a person (birth, admission, discharge)',
  'age-over-89': 'Age over 89',
  phone: 'Phone number',
  fax: 'Fax number',
  email: 'Email address',
  ssn: 'Social Security number',
  'medical-record-number': 'Medical record number',
  'health-plan-number': 'Health plan number',
  'account-number': 'Account number',
  'licence-number': 'Licence number',
  address: 'Street address',
  'device-identifier': 'Device identifier',
  url: 'Web address of a patient',
  'ip-address': 'IP address',
  'full-face-photo': 'Full-face photo',
};

export function phiKindLabel(kind: string): string {
  return (phiKinds as readonly string[]).includes(kind) ? phiKindLabels[kind as PhiKind] : 'Patient detail';
}

function isFinding(value: unknown): value is PhiFieldFinding {
  if (!value || typeof value !== 'object') return false;
  const finding = value as Record<string, unknown>;
  return typeof finding.field === 'string' && typeof finding.kind === 'string' && typeof finding.excerpt === 'string';
}

/** The guard's refusal carried by a failed call (422 with findings), or null for any other failure. */
export function phiRefusalOf(error: unknown): PhiRefusalBody | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = errorBody<{ message: unknown; findings: unknown; confirmationToken: unknown }>(error);
  if (!body || !Array.isArray(body.findings) || body.findings.length === 0) return null;
  const findings = body.findings.filter(isFinding);
  if (findings.length === 0) return null;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : 'This may identify a patient.';
  // The token a confirmation of this very text sends back; without one, a confirmation is refused again.
  const confirmationToken = typeof body.confirmationToken === 'string' ? body.confirmationToken : '';
  return { message, findings, confirmationToken };
}

/** One finding as a member reads it: `Medical record number: “MRN 12345678”` (a list item names its position). */
export function describeFinding(finding: PhiFieldFinding): string {
  const item = /\.(\d+)$/.exec(finding.field);
  const where = item ? ` (item ${Number(item[1]) + 1})` : '';
  return `${phiKindLabel(finding.kind)}${where}: “${finding.excerpt}”`;
}

/** A form field's error, every finding of the field in it. */
export interface PhiFieldError {
  /** The form's field name the findings belong to. */
  name: string;
  message: string;
  findings: PhiFieldFinding[];
}

export interface PhiFormErrors {
  fields: PhiFieldError[];
  /** Findings in a field the form does not show: listed at the form level. */
  unplaced: PhiFieldFinding[];
}

/**
 * Maps a refusal's findings to the form's fields: a finding goes to the field of its path (`title`, `body`), a list
 * item (`tags.2`) to its item when the form names it, else to the list (`tags`); anything else is unplaced.
 */
export function phiFormErrors(refusal: PhiRefusalBody, formFields: readonly string[]): PhiFormErrors {
  const byField = new Map<string, PhiFieldFinding[]>();
  const unplaced: PhiFieldFinding[] = [];
  for (const finding of refusal.findings) {
    let name: string | null = finding.field;
    while (name && !formFields.includes(name)) {
      const dot = name.lastIndexOf('.');
      name = dot > 0 ? name.slice(0, dot) : null;
    }
    if (!name) {
      unplaced.push(finding);
      continue;
    }
    byField.set(name, [...(byField.get(name) ?? []), finding]);
  }
  const fields = [...byField].map(([name, findings]) => ({
    name,
    findings,
    message: `May identify a patient — ${findings.map(describeFinding).join('; ')}`,
  }));
  return { fields, unplaced };
}

/** The confirmation reason's check, by the contract's rule and messages: the trimmed reason or the message. */
export function checkPhiReason(reason: string): { reason: string } | { problem: string } {
  try {
    const checked = phiConfirmationSchema.validateSync({ reason }, { abortEarly: true });
    return { reason: checked?.reason ?? reason.trim() };
  } catch (error) {
    return { problem: error instanceof ValidationError ? error.errors[0] : String(error) };
  }
}

/**
 * The PHI guard's part of a write: the author's confirmation to send with it, and the form's handler of a refusal
 * (answers true when it showed the findings, so the write adds no failure toast of its own).
 */
export interface PhiSaveOptions {
  phiConfirmation?: PhiConfirmation;
  onPhiRefusal?: (error: unknown) => boolean;
}
