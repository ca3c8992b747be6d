/**
 * A simple guard against protected health information in chat messages: the assistant is for
 * networking and careers, so a message that looks like it identifies a patient is declined, not sent
 * to a model and not kept in the history.
 */
const socialSecurityNumber = /\b\d{3}-\d{2}-\d{4}\b|\b(ssn|social security (number|no\.?|#))\s*[:#]?\s*\d/i;
const medicalRecordNumber = /\b(mrn|medical record (number|no\.?|#))\s*[:#]?\s*[a-z0-9-]*\d/i;
const date = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}\b/i;
const birthOrPatient = /\b(dob|d\.o\.b\.?|date of birth|birth ?date|born on|born|patient)\b/i;

export const PATIENT_INFORMATION_REFUSAL =
  "I can't help with patient-identifying information such as Social Security numbers, medical record numbers or a patient's date of birth. Please remove those details and ask again; I can help with networking, career advice and connections.";

export function containsPatientIdentifiers(message: string): boolean {
  return socialSecurityNumber.test(message) || medicalRecordNumber.test(message) || (birthOrPatient.test(message) && date.test(message));
}
