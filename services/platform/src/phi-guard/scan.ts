import type { Candidate, PhiKind } from './types';

/**
 * Every match of a global regex with the span of its group `v` (the identifier without the label that
 * announced it), or of the whole match when it has none. The regex needs the `d` flag for group offsets.
 */
export function* spans(
  re: RegExp,
  text: string,
): Generator<{ start: number; end: number; match: RegExpExecArray }> {
  for (const match of text.matchAll(re) as IterableIterator<RegExpExecArray>) {
    const span = match.indices?.groups?.v ?? [match.index, match.index + match[0].length];
    yield { start: span[0], end: span[1], match };
  }
}

/** The candidates of a regex, each kept only if `accept` (given the match) agrees. */
export function collect(
  re: RegExp,
  text: string,
  kind: PhiKind,
  rank: number,
  accept: (value: string, start: number, end: number) => boolean = () => true,
): Candidate[] {
  const found: Candidate[] = [];
  for (const { start, end } of spans(re, text)) {
    if (accept(text.slice(start, end), start, end)) found.push({ kind, start, end, rank });
  }
  return found;
}

/** The text just before an offset (a bounded window, so context checks stay linear in the text's length). */
export const before = (text: string, at: number, size: number) => text.slice(Math.max(0, at - size), at);
export const after = (text: string, at: number, size: number) => text.slice(at, at + size);

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum of card numbers and IMEIs: a random digit string passes one time in ten. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
