import { ReadModel } from '@docnet/platform';

/**
 * The topics each member writes about (port), kept from the content events so a recommendation reads a
 * candidate's topics, and finds who shares the member's, without reading their contents (ADR 3). Each
 * entry is recomputed from the stored content topics of its author, so a redelivered or reordered event
 * leaves it right. Reads reject with the platform's ReadModelMissing while the model is incomplete.
 */
export abstract class MemberTopics extends ReadModel {
  /** Sets the authors' topics (an empty list removes the author). */
  abstract set(entries: ReadonlyArray<{ authorId: number; topics: string[] }>): Promise<void>;

  /** The topics of each of these members (an empty list for a member who wrote nothing). */
  abstract of(memberIds: readonly number[]): Promise<Map<number, string[]>>;

  /** The `count` members sharing the most of `topics` (then the lowest id), none of `excluded`. */
  abstract sharing(topics: readonly string[], excluded: ReadonlySet<number>, count: number): Promise<number[]>;

}
