/**
 * What the assistant knows around a member, as its features use it: the recommendations feature keeps the
 * projections and implements the port, the chat's engines ask it. A service-level domain module, so no feature
 * imports another's internals.
 */

/** What the engine knows of a member: the public card plus what the assistant learnt from events. */
export interface MemberFacts {
  id: number;
  name: string;
  specialty: string | null;
  affiliation: string | null;
  city: string | null;
  state: string | null;
  languages: readonly string[];
  /** Not scored: shown in the chat's profile preview. */
  bio?: string | null;
  /** Normalized topics of the member's published content (tags). */
  topics: readonly string[];
}

export interface ScoredCandidate {
  candidate: MemberFacts;
  score: number;
  matchFactors: string[];
  reasoning: string;
}

/** What the chat may look members up by: each a part of the text, case-insensitive. */
export interface MemberQuery {
  specialty?: string;
  /** A specialty by the words it goes by ('endodontist', 'endodontics'): any one of them in the member's specialty. */
  specialtyWords?: readonly string[];
  city?: string;
  state?: string;
  name?: string;
}

/**
 * Every answer of the assistant about members goes through here, so it only ever names members DocNet knows,
 * and never another member who turned search visibility off.
 */
export abstract class MemberNetwork {
  /** The member's facts and their best recommendations, at most `limit`. */
  abstract recommendationsFor(memberId: number, limit: number): Promise<{ member: MemberFacts; recommendations: ScoredCandidate[] }>;

  /** Members matching every given criterion, each scored for the asking member. */
  abstract find(memberId: number, query: MemberQuery, limit: number): Promise<ScoredCandidate[]>;

  /** What the assistant knows of the asking member (their place for 'near me'). */
  abstract memberFacts(memberId: number): Promise<MemberFacts>;

  /** One member's facts scored for the asking member, or undefined for a member the assistant does not know or may not name. */
  abstract explain(memberId: number, otherId: number): Promise<ScoredCandidate | undefined>;
}
