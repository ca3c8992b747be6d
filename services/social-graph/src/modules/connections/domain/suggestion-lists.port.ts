/** A member's suggestions as precomputed (ADR 3): candidates best first, hidden members included. */
export interface SuggestionList {
  /** The member's own traits the ranking used (`traitsKey`): a profile change of theirs makes the list stale. */
  traits: string;
  ids: number[];
}

/**
 * Precomputed suggestion lists, one per member (port). Each member's list has a generation: a graph change
 * around the member raises it and drops the list, and a list computed at an older generation is refused,
 * so a computation racing a change can never store what the change made stale. Redis implements it today.
 */
export abstract class SuggestionLists {
  /** The member's generation and list, if one is stored. */
  abstract read(memberId: number): Promise<{ generation: number; list?: SuggestionList }>;

  /** Stores the list unless the member's generation moved since `generation` was read; resolves to whether it did. */
  abstract store(memberId: number, generation: number, list: SuggestionList): Promise<boolean>;

  /** Makes these members' lists stale (the next read computes them again). */
  abstract invalidate(memberIds: readonly number[]): Promise<void>;
}
