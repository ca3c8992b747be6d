import type { MemberCard, WeightedTrait } from '@docnet/platform';

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
    score: {
      mutualConnections: mutualConnections.get(card.id) ?? 0,
      sharedTraits: sharedTraits(member, card),
    },
  }));
  scored.sort(
    (a, b) => b.score.mutualConnections - a.score.mutualConnections || b.score.sharedTraits - a.score.sharedTraits || a.card.id - b.card.id,
  );
  return scored.map(({ card }) => card);
}

const normal = (value: string | null | undefined): string => value?.trim().toLowerCase() ?? '';

/**
 * The card's traits as keys whose weights add up to `sharedTraits`: two cards' shared traits are the sum of
 * the weights of the keys both have (the city counts within its state, so it is keyed by both).
 */
export function weightedTraits(card: MemberCard | undefined): WeightedTrait[] {
  if (!card) return [];
  const traits: WeightedTrait[] = [];
  const [specialty, state, city, affiliation] = [card.specialty, card.state, card.city, card.affiliation].map(normal);
  if (specialty) traits.push({ key: `specialty:${specialty}`, weight: 2 });
  if (state) traits.push({ key: `state:${state}`, weight: 1 });
  if (state && city) traits.push({ key: `city:${state}:${city}`, weight: 1 });
  if (affiliation) traits.push({ key: `affiliation:${affiliation}`, weight: 2 });
  return traits;
}
