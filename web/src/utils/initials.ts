/** Titles that precede a name and would otherwise become the first initial ("Dr. Sarah Chen" → "SC"). */
const TITLES = new Set(['dr', 'dr.', 'prof', 'prof.', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.']);

/** Initials are at most two letters (first letters of the first two words of the name). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const named = words.filter((word) => !TITLES.has(word.toLowerCase()));
  return (named.length ? named : words)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
