/**
 * The assistant's own recommendation engine: pure functions, no I/O. A candidate's score (0-100) is the
 * sum of weighted, explainable factors; every factor that counts is named in `matchFactors` and in the
 * reasoning sentence, so a member can see why someone is recommended.
 */

import { languageOptions, MAX_OWN_ENTRIES, optionLabel } from '@docnet/contracts';
import type { MemberFacts, ScoredCandidate } from '../../../domain/member-network.port';

/** Points per factor; capped factors count at most `max` occurrences. */
export const FactorWeights = {
  complementarySpecialty: 25,
  sameSpecialty: 20,
  sameCity: 20,
  sameState: 10,
  sameAffiliation: 15,
  mutualConnection: { each: 8, max: 3 },
  sharedLanguage: { each: 5, max: 2 },
  sharedTopic: { each: 4, max: 3 },
} as const;

const normalize = (value: string | null | undefined): string => value?.trim().toLowerCase() ?? '';
const same = (a: string | null, b: string | null): boolean => normalize(a) !== '' && normalize(a) === normalize(b);

/** Families of specialties, recognised by a stem of their name. */
const specialtyFamilies: ReadonlyArray<[family: string, stems: readonly string[]]> = [
  ['general', ['general', 'family', 'primary care', 'internal medicine']],
  ['orthodontics', ['orthodont']],
  ['periodontics', ['periodont']],
  ['prosthodontics', ['prosthodont']],
  ['endodontics', ['endodont']],
  ['implantology', ['implant']],
  ['oral surgery', ['oral surg', 'maxillofacial']],
  ['pediatric', ['pediatric', 'paediatric', 'pedodont']],
];

/** Specialists who commonly refer patients to each other (the general practitioner refers to every specialist). */
const referralPairs: ReadonlyArray<readonly [string, string]> = [
  ['orthodontics', 'periodontics'],
  ['orthodontics', 'oral surgery'],
  ['orthodontics', 'pediatric'],
  ['periodontics', 'implantology'],
  ['periodontics', 'prosthodontics'],
  ['implantology', 'prosthodontics'],
  ['oral surgery', 'implantology'],
  ['oral surgery', 'prosthodontics'],
  ['endodontics', 'prosthodontics'],
];

function familyOf(specialty: string | null): string | undefined {
  const name = normalize(specialty);
  if (!name) return undefined;
  return specialtyFamilies.find(([, stems]) => stems.some((stem) => name.includes(stem)))?.[0] ?? name;
}

/** Different specialties that refer patients to each other: a generalist and a specialist, or a known specialist pair. */
export function complementarySpecialties(a: string | null, b: string | null): boolean {
  const [first, second] = [familyOf(a), familyOf(b)];
  if (!first || !second || first === second) return false;
  if (first === 'general' || second === 'general') return true;
  return referralPairs.some(([x, y]) => (x === first && y === second) || (x === second && y === first));
}

/** The candidate's values the member has too, compared case-insensitively, shown as the candidate wrote them ('English', not 'english'). */
function shared(mine: readonly string[], theirs: readonly string[]): string[] {
  const own = new Set(mine.map(normalize).filter(Boolean));
  const found = new Map<string, string>();
  for (const value of theirs) {
    const key = normalize(value);
    if (own.has(key) && !found.has(key)) found.set(key, value.trim());
  }
  return [...found.values()];
}

const place = (city: string | null, state: string | null) => [city?.trim(), state?.trim()].filter(Boolean).join(', ');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Scores one candidate for a member; a score of 0 means nothing in common. */
export function scoreCandidate(member: MemberFacts, candidate: MemberFacts, mutualConnections: number): ScoredCandidate {
  let score = 0;
  const matchFactors: string[] = [];
  const reasons: string[] = [];

  if (same(member.specialty, candidate.specialty)) {
    score += FactorWeights.sameSpecialty;
    matchFactors.push(`Same specialty: ${candidate.specialty}`);
    reasons.push(`shares your specialty (${candidate.specialty})`);
  } else if (complementarySpecialties(member.specialty, candidate.specialty)) {
    score += FactorWeights.complementarySpecialty;
    matchFactors.push(`Complementary specialty for referrals: ${candidate.specialty}`);
    reasons.push(`is a ${candidate.specialty}, a good referral partner for your ${member.specialty} practice`);
  }

  if (same(member.state, candidate.state) && same(member.city, candidate.city)) {
    score += FactorWeights.sameCity;
    matchFactors.push(`Same city: ${place(candidate.city, candidate.state)}`);
    reasons.push(`practices in your city (${place(candidate.city, candidate.state)})`);
  } else if (same(member.state, candidate.state)) {
    score += FactorWeights.sameState;
    matchFactors.push(`Same state: ${candidate.state}`);
    reasons.push(`practices in your state (${candidate.state})`);
  }

  if (same(member.affiliation, candidate.affiliation)) {
    score += FactorWeights.sameAffiliation;
    matchFactors.push(`Same affiliation: ${candidate.affiliation}`);
    reasons.push(`is also affiliated with ${candidate.affiliation}`);
  }

  if (mutualConnections > 0) {
    score += FactorWeights.mutualConnection.each * Math.min(mutualConnections, FactorWeights.mutualConnection.max);
    matchFactors.push(plural(mutualConnections, 'mutual connection'));
    reasons.push(`has ${plural(mutualConnections, 'mutual connection')} with you`);
  }

  // A language of the profile's list by its name ('english' is stored, 'English' is said); one a member typed, as typed.
  const languages = shared(member.languages, candidate.languages).map((value) => optionLabel(languageOptions, value));
  if (languages.length > 0) {
    score += FactorWeights.sharedLanguage.each * Math.min(languages.length, FactorWeights.sharedLanguage.max);
    matchFactors.push(`Shared languages: ${languages.join(', ')}`);
    reasons.push(`speaks ${languages.join(', ')} like you`);
  }

  const topics = shared(member.topics, candidate.topics);
  if (topics.length > 0) {
    score += FactorWeights.sharedTopic.each * Math.min(topics.length, FactorWeights.sharedTopic.max);
    matchFactors.push(`Shared topics: ${topics.join(', ')}`);
    reasons.push(`writes about topics you write about (${topics.join(', ')})`);
  }

  return { candidate, score: Math.min(100, score), matchFactors, reasoning: reasoningOf(candidate.name, reasons) };
}

function reasoningOf(name: string, reasons: string[]): string {
  if (reasons.length === 0) return `${name} has nothing in common with your profile yet.`;
  const listed = reasons.length === 1 ? reasons[0] : `${reasons.slice(0, -1).join(', ')} and ${reasons[reasons.length - 1]}`;
  return `${name} ${listed}.`;
}

/**
 * The best matches for a member, best first (equal scores: the older member, lower id, first). Never
 * the member, nor anyone in `excluded` (connections and pending requests either way), nor anyone with
 * nothing in common.
 */
export function recommend(
  member: MemberFacts,
  candidates: readonly MemberFacts[],
  excluded: ReadonlySet<number>,
  mutualConnections: ReadonlyMap<number, number>,
  limit: number,
): ScoredCandidate[] {
  return candidates
    .filter(({ id }) => id !== member.id && !excluded.has(id))
    .map((candidate) => scoreCandidate(member, candidate, mutualConnections.get(candidate.id) ?? 0))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.candidate.id - b.candidate.id)
    .slice(0, limit);
}

/** One or two sentences about the member's recommendations, for the top of the list. */
export function summarize(member: MemberFacts, recommendations: readonly ScoredCandidate[]): string {
  if (recommendations.length === 0) {
    return 'No recommendations yet: add your specialty, affiliation, city and state to your profile so we can find colleagues who match.';
  }
  const profile = [member.specialty, place(member.city, member.state)].filter(Boolean).join(' in ');
  const basis = profile ? `your profile (${profile})` : 'your network';
  const strong = recommendations.filter(({ score }) => score >= 70).length;
  return (
    `Based on ${basis}, we found ${plural(recommendations.length, 'recommended connection')}` +
    (strong > 0 ? `, ${strong} of them a strong match.` : '.') +
    ' Scores weigh complementary or shared specialties, location, affiliation, mutual connections, languages and shared topics.'
  );
}

/** A trait key of a member and its weight when ranking candidates (the platform's WeightedTrait). */
export interface CandidateTrait {
  key: string;
  weight: number;
}

/**
 * A member's trait keys in the assistant's trait index: what `recommendationQuery` asks for, so the index
 * can rank every member by the card factors of `scoreCandidate` without reading a card.
 */
export function candidateTraitKeys(member: Pick<MemberFacts, 'specialty' | 'city' | 'state' | 'affiliation' | 'languages'>): string[] {
  const keys: string[] = [];
  const specialty = normalize(member.specialty);
  if (specialty) {
    const family = familyOf(member.specialty) as string;
    keys.push(`specialty:${specialty}`, `family:${family}`);
    if (family !== 'general') keys.push('specialist');
  }
  const state = normalize(member.state);
  if (state) keys.push(`state:${state}`);
  if (state && normalize(member.city)) keys.push(`city:${state}:${normalize(member.city)}`);
  if (normalize(member.affiliation)) keys.push(`affiliation:${normalize(member.affiliation)}`);
  for (const language of new Set(member.languages.map(normalize).filter(Boolean))) keys.push(`language:${language}`);
  return keys;
}

/**
 * The weighted keys whose sum over a candidate's `candidateTraitKeys` is the card part of `scoreCandidate`
 * (specialty, same or complementary; city or state; affiliation), languages counted without their cap: the
 * index picks the candidates, `scoreCandidate` then scores them exactly.
 */
export function recommendationQuery(member: MemberFacts): CandidateTrait[] {
  const query: CandidateTrait[] = [];
  const specialty = normalize(member.specialty);
  if (specialty) {
    query.push({ key: `specialty:${specialty}`, weight: FactorWeights.sameSpecialty });
    const family = familyOf(member.specialty) as string;
    if (family === 'general') {
      // Every specialist complements a generalist; other generalists do not.
      query.push({ key: 'specialist', weight: FactorWeights.complementarySpecialty });
    } else {
      const partners = new Set(['general', ...referralPairs.flatMap(([x, y]) => (x === family ? [y] : y === family ? [x] : []))]);
      for (const partner of partners) query.push({ key: `family:${partner}`, weight: FactorWeights.complementarySpecialty });
    }
  }
  const state = normalize(member.state);
  if (state) {
    query.push({ key: `state:${state}`, weight: FactorWeights.sameState });
    if (normalize(member.city)) query.push({ key: `city:${state}:${normalize(member.city)}`, weight: FactorWeights.sameCity - FactorWeights.sameState });
  }
  if (normalize(member.affiliation)) query.push({ key: `affiliation:${normalize(member.affiliation)}`, weight: FactorWeights.sameAffiliation });
  for (const language of new Set(member.languages.map(normalize).filter(Boolean)))
    query.push({ key: `language:${language}`, weight: FactorWeights.sharedLanguage.each });
  return query;
}

/** The dimension a trait key belongs to: a member matches another on at most one key of each (see `recommendationBuckets`). */
const dimensionOf = (key: string): 'specialty' | 'place' | 'affiliation' | 'language' =>
  key.startsWith('state:') || key.startsWith('city:')
    ? 'place'
    : key.startsWith('affiliation:')
      ? 'affiliation'
      : key.startsWith('language:')
        ? 'language'
        : 'specialty';

/** The most languages a profile accepts: the listed ones and a member's own. */
const LANGUAGE_BUCKETS = languageOptions.length + MAX_OWN_ENTRIES;

/**
 * The buckets of the trait index (the platform's bounded buckets) a member with these keys is in, and alike those a
 * ranking with these asked keys reads: one option of each dimension or none (the specialty, family or 'specialist';
 * the state, or the state and city; the affiliation), so the heaviest bucket a candidate shares with the asked keys
 * weighs what `recommendationQuery` sums over the candidate's keys, languages aside: each language is a bucket alone
 * (5 points), since combining them would multiply the buckets a card is kept in. 23 buckets at most, and a language each,
 * LANGUAGE_BUCKETS languages at most (enforced here too: each key of a card is a bucket written at each of its changes).
 */
export function recommendationBuckets(keys: readonly string[]): string[][] {
  const unique = [...new Set(keys)].sort();
  const of = (dimension: ReturnType<typeof dimensionOf>) => unique.filter((key) => dimensionOf(key) === dimension);
  const state = of('place').find((key) => key.startsWith('state:'));
  const city = of('place').find((key) => key.startsWith('city:'));
  const options = [
    of('specialty').map((key) => [key]),
    state ? [[state], ...(city ? [[city, state]] : [])] : [],
    of('affiliation').map((key) => [key]),
  ];
  let buckets: string[][] = [[]];
  for (const choices of options) buckets = buckets.flatMap((bucket) => [bucket, ...choices.map((choice) => [...bucket, ...choice])]);
  return [...buckets.filter((bucket) => bucket.length > 0).map((bucket) => bucket.sort()), ...of('language').slice(0, LANGUAGE_BUCKETS).map((key) => [key])];
}
