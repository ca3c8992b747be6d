import type { MemberCard } from '@docnet/platform';

/** What a candidate shares with the member; mutual connections weigh first, then the shared traits. */
export interface SuggestionScore {
  mutualConnections: number;
  sharedTraits: number;
}

const same = (mine: string | null, theirs: string | null): boolean =>
  Boolean(mine?.trim()) && mine?.trim().toLowerCase() === theirs?.trim().toLowerCase();

/**
 * Shared traits of two cards: the specialty (2), the city within the same state (2) or only the state (1),
 * the affiliation (2).
 */
export function sharedTraits(member: MemberCard | undefined, candidate: MemberCard): number {
  if (!member) return 0;
  let score = 0;
  if (same(member.specialty, candidate.specialty)) score += 2;
  if (same(member.state, candidate.state)) score += same(member.city, candidate.city) ? 2 : 1;
  if (same(member.affiliation, candidate.affiliation)) score += 2;
  return score;
}

/**
 * Best match first: more mutual connections, then more shared traits, then the older member (lower id),
 * so equal candidates always come in the same order.
 */
export function rankSuggestions(
  member: MemberCard | undefined,
  candidates: readonly MemberCard[],
  mutualConnections: ReadonlyMap<number, number>,
): MemberCard[] {
  const scored = candidates.map((card) => ({
    card,
    score: { mutualConnections: mutualConnections.get(card.id) ?? 0, sharedTraits: sharedTraits(member, card) },
  }));
  scored.sort(
    (a, b) =>
      b.score.mutualConnections - a.score.mutualConnections || b.score.sharedTraits - a.score.sharedTraits || a.card.id - b.card.id,
  );
  return scored.map(({ card }) => card);
}
