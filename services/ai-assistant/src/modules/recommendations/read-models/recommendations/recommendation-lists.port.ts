/** A member's recommendations as precomputed (ADR 3): candidates best first, hidden members included. */
export interface RecommendationList {
  /** What of the member's own card and topics the ranking used (`rankedBy`): a change of theirs makes the list stale. */
  traits: string;
  ids: number[];
  /** Each candidate's mutual connections with the member when ranked, in the order of `ids`. */
  mutual: number[];
}

/**
 * Precomputed recommendation lists, one per member (port), each with a generation: a change around the member raises it
 * and drops the list, and a list computed at an older generation is refused, so a computation racing a change can never
 * store what the change made stale. Redis implements it today (the platform's RedisMemberLists).
 */
export abstract class RecommendationLists {
  /** The member's generation and list, if one is stored. */
  abstract read(memberId: number): Promise<{ generation: number; list?: RecommendationList }>;

  /** Stores the list unless the member's generation moved since `generation` was read; resolves to whether it did. */
  abstract store(memberId: number, generation: number, list: RecommendationList): Promise<boolean>;

  /** Makes these members' lists stale (the next read computes them again). */
  abstract invalidate(memberIds: readonly number[]): Promise<void>;
}
