import type { PhiFieldFinding } from '@docnet/contracts';

/**
 * Member texts for the PHI guard's tests across services and the system suite: one case study with a birth date
 * and a record number, clinical text that must pass, and a long article without PHI.
 */

/** A case study naming a patient's birth date and record number. */
export const PHI_CASE_STUDY =
  'Case study: a 67-year-old man, DOB 03/14/1957, MRN 12345678, presented with a fractured crown on tooth #14.';

/** The guard's findings in `PHI_CASE_STUDY` as the field `field` of a write. */
export function caseStudyFindings(field: string): PhiFieldFinding[] {
  return [
    { field, kind: 'date', excerpt: '03/14/1957', start: 35, end: 45 },
    { field, kind: 'medical-record-number', excerpt: '12345678', start: 51, end: 59 },
  ];
}

/** Clinical text the guard leaves alone: doses, tooth numbers, CDT and CPT codes, lab values, a citation, an age under 90. */
export const CLINICAL_TEXT =
  'Peri-implantitis affects up to 22% of implants at 5 years (Derks et al., 2016). Tooth #14 with a MOD amalgam was ' +
  'restored with a PFM crown (CDT D2740); the office visit was billed as CPT 99213. Amoxicillin 500 mg TID for 7 days ' +
  'and chlorhexidine 0.12% rinse BID. Probing depths of 5-6 mm with BOP at #30 and #31; HbA1c 7.2%, BP 128/82, ' +
  'ICD-10 K05.321. A 67-year-old man was reviewed in 3 months per the 2018 AAP/EFP classification (stage III, grade B). ';

/** A realistic article of `length` characters without PHI (clinical text repeated), trimmed as the schemas keep it. */
export function clinicalArticle(length: number): string {
  const text = CLINICAL_TEXT.repeat(Math.ceil(length / CLINICAL_TEXT.length)).slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}.` : text;
}
