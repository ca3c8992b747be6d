import type { PhiKind } from '@docnet/contracts';

/** The HIPAA Safe Harbor identifiers that can be recognised in member text (45 CFR 164.514(b)(2)): contracts' `phiKinds`. */
export type { PhiKind };

/** One identifier found: offsets in UTF-16 code units of the text, end exclusive; excerpt = text.slice(start, end). */
export interface PhiFinding {
  kind: PhiKind;
  excerpt: string;
  start: number;
  end: number;
}

/**
 * How sure a rule is of the kind, used when two findings overlap: a labelled value ("MRN 123-45-6789") beats
 * the bare shape it also has (an SSN), and a distinctive shape beats a generic one.
 */
export const LABELLED = 3;
export const DISTINCT = 2;
export const GENERIC = 1;

export interface Candidate {
  kind: PhiKind;
  start: number;
  end: number;
  rank: number;
}

/** A rule family: every candidate it sees in the text, overlaps allowed (findPhi chooses). */
export type Rule = (text: string) => Candidate[];
