import type { RebuildClaims } from '@docnet/platform';
import type { WeightedTrait } from './suggestion-ranking';

/** A member's traits at a revision of their card. */
export interface MemberTraits {
  memberId: number;
  revision: number;
  traits: WeightedTrait[];
}

/** A candidate and the traits it shares with the member (`sharedTraits`). */
export interface SharedTraits {
  id: number;
  shared: number;
}

/**
 * Who shares which trait with whom (port), kept from the member cards so suggestions weigh look-alike
 * members without scanning the cards (ADR 3). Revision-guarded like every read model; Redis implements it
 * today. Reads reject with the platform's ReadModelMissing while the model is incomplete.
 */
export abstract class SuggestionTraits implements RebuildClaims {
  /** Stores the members' traits unless a later revision is held (`rebuilding`: an equal one too); resolves to how many were written. */
  abstract save(members: MemberTraits[], options?: { rebuilding?: boolean }): Promise<number>;

  /**
   * The `count` members sharing the most with `traits` (most first, then the lowest id), none of `excluded`,
   * and what each of `among` shares (0 when nothing).
   */
  abstract mostAlike(
    traits: WeightedTrait[],
    excluded: ReadonlySet<number>,
    count: number,
    among: readonly number[],
  ): Promise<{ alike: SharedTraits[]; sharedBy: Map<number, number> }>;

  /** The `count` lowest ids of members none of `excluded`: the filler for a member with little in common with anyone. */
  abstract others(excluded: ReadonlySet<number>, count: number): Promise<number[]>;

  abstract isComplete(): Promise<boolean>;
  abstract claimRebuild(holdMs: number): Promise<string | undefined>;
  abstract extendRebuild(claim: string, holdMs: number): Promise<void>;
  abstract finishRebuild(claim: string, complete: boolean): Promise<boolean>;
}
