import type { AiRecommendationsResponse } from '@docnet/contracts';

/**
 * Each member's recommendations as last answered (port), kept until an event that can change them drops them.
 * An answer computed while its member's entry was dropped is not kept: it may have read the state before the event.
 */
export abstract class RecommendationsCache {
  /** The member's kept answer, else `compute`'s (then kept). */
  abstract answer(memberId: number, compute: () => Promise<AiRecommendationsResponse>): Promise<AiRecommendationsResponse>;

  /** Drops these members' answers. */
  abstract forget(memberIds: readonly number[]): Promise<void>;

  /** Drops every member's answer. */
  abstract forgetEveryone(): Promise<void>;
}
