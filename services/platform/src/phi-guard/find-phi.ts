import { findContacts } from './contact';
import { findAges, findDates } from './dates';
import { findIdentifiers } from './identifiers';
import { findLocations } from './locations';
import { findNames } from './names';
import { findPhotoHints } from './photos';
import type { Candidate, PhiFinding, Rule } from './types';

const RULES: Rule[] = [
  findNames,
  findDates,
  findAges,
  findContacts,
  findIdentifiers,
  findLocations,
  findPhotoHints,
];

/**
 * Where two candidates overlap the surer kind wins (a labelled number over the shape it also has), then the
 * longer one, then the earlier: what remains never overlaps. The kept ones stay sorted by start (and so by
 * end), so each candidate finds its place by binary search: a text full of findings stays fast.
 */
function choose(candidates: Candidate[]): Candidate[] {
  const ordered = [...candidates].sort(
    (a, b) => b.rank - a.rank || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const chosen: Candidate[] = [];
  for (const candidate of ordered) {
    let low = 0;
    let high = chosen.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (chosen[middle].end <= candidate.start) low = middle + 1;
      else high = middle;
    }
    if (low === chosen.length || chosen[low].start >= candidate.end) chosen.splice(low, 0, candidate);
  }
  return chosen;
}

/** A street address followed by its city, state and ZIP is one address, not two. */
function joinAddresses(text: string, findings: Candidate[]): Candidate[] {
  const joined: Candidate[] = [];
  for (const finding of findings) {
    const last = joined.at(-1);
    if (
      last?.kind === 'address' &&
      finding.kind === 'address' &&
      /^[\s,]{0,3}$/.test(text.slice(last.end, finding.start))
    ) {
      joined[joined.length - 1] = { ...last, end: finding.end };
    } else {
      joined.push(finding);
    }
  }
  return joined;
}

/**
 * The HIPAA Safe Harbor identifiers in a member's text, sorted by start and never overlapping. Pure and
 * linear in the text's length (every pattern starts at a boundary and repeats only bounded, disjoint parts).
 */
export function findPhi(text: string): PhiFinding[] {
  const candidates = RULES.flatMap((rule) => rule(text));
  return joinAddresses(text, choose(candidates)).map(({ kind, start, end }) => ({
    kind,
    excerpt: text.slice(start, end),
    start,
    end,
  }));
}
