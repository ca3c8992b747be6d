import { CONNECTION_SUGGESTION_LIMIT } from '@docnet/contracts';
import { MemberCards, MemberTraitIndex, TRAIT_BUCKET_SIZE, type MemberCard } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { RebuildConnectionGraphHandler } from '../../commands/update-connection-graph/rebuild-connection-graph.handler';
import { SuggestionTraits, UpdateSuggestionTraitsHandler } from '../../commands/update-suggestion-traits/update-suggestion-traits.handler';
import { ConnectionGraph } from '../../domain/connection-graph.port';
import { weightedTraits } from '../../domain/suggestion-ranking';
import { SuggestionLists } from '../../domain/suggestion-lists.port';

/**
 * How many of the member's connections (the newest) and of each of theirs are weighed as friends of friends: the work
 * of a list depends on the member's neighbourhood, capped, never on the network's size.
 */
const FRIENDS_WEIGHED = 100;
/** How many candidates a stored list keeps: the most a member asks for, and room for members who hide themselves later. */
export const STORED = 3 * CONNECTION_SUGGESTION_LIMIT;

/** What of the member's own card the ranking depends on (`sharedTraits`). */
function traitsKey(member: MemberCard | undefined): string {
  return JSON.stringify(
    [member?.specialty, member?.state, member?.city, member?.affiliation].map((value) => value?.trim().toLowerCase() ?? ''),
  );
}

/**
 * Computes and stores members' suggestion lists (ADR 3) from the read models alone, with bounded work: the newest
 * FRIENDS_WEIGHED connections of the member's newest FRIENDS_WEIGHED friends, the bounded trait buckets (the platform's
 * RedisTraitBuckets), and a membership test of the candidates found against the member's live connections, never
 * their whole list. The service's own connection events precompute the two members' lists off the request path; a
 * read computes a list only when it finds none or a stale one (the same bounded work).
 */
@Injectable()
export class SuggestionListBuilder {
  constructor(
    private readonly cards: MemberCards,
    private readonly lists: SuggestionLists,
    private readonly graph: ConnectionGraph,
    private readonly graphRebuild: RebuildConnectionGraphHandler,
    @Inject(SuggestionTraits) private readonly traits: MemberTraitIndex,
    private readonly traitsRebuild: UpdateSuggestionTraitsHandler,
  ) {}

  /** The member's list, best first, hidden members included, with the current cards of the member and the list's members. */
  async list(memberId: number): Promise<{ ids: number[]; cards: Map<number, MemberCard> }> {
    const { generation, list } = await this.lists.read(memberId);
    const cards = await this.cards.find([memberId, ...(list?.ids ?? [])]);
    const member = cards.get(memberId);
    if (list && list.traits === traitsKey(member)) return { ids: list.ids, cards };
    const ids = await this.store(memberId, member, generation);
    return { ids, cards: await this.cards.find(ids) };
  }

  /** Computes and stores these members' lists (after a change around them), one member at a time. */
  async refresh(memberIds: readonly number[]): Promise<void> {
    for (const memberId of new Set(memberIds)) {
      const { generation } = await this.lists.read(memberId);
      await this.store(memberId, (await this.cards.find([memberId])).get(memberId), generation);
    }
  }

  /** Stores the list by compare-and-set on the generation read before it was computed (a change meanwhile wins). */
  private async store(memberId: number, member: MemberCard | undefined, generation: number): Promise<number[]> {
    const ids = await this.rank(memberId, member, STORED);
    await this.lists.store(memberId, generation, { traits: traitsKey(member), ids });
    return ids;
  }

  /**
   * The best `size` candidates' ids, hidden members included, as `rankSuggestions` orders them: the friends of
   * friends from the connections model and the most alike from the traits model, each weighed by both.
   */
  private async rank(memberId: number, member: MemberCard | undefined, size: number): Promise<number[]> {
    const friends = (await this.graphRebuild.read(() => this.graph.connectionsOf([memberId], FRIENDS_WEIGHED))).get(memberId) ?? [];
    // Known excluded without a read: the member and their newest friends; the rest of their live connections (older
    // friends, pending requests either way) are tested among the candidates found (`unlinked`).
    const known = new Set([memberId, ...friends]);
    const counted = new Map<number, number>();
    const theirs = friends.length
      ? await this.graphRebuild.read(() => this.graph.connectionsOf(friends, FRIENDS_WEIGHED))
      : new Map<number, number[]>();
    for (const others of theirs.values()) {
      for (const other of others) if (!known.has(other)) counted.set(other, (counted.get(other) ?? 0) + 1);
    }
    // Only the friends of friends that can make the list (as many mutual connections as the size-th) are weighed by traits.
    const byCount = new Map([...counted].sort(([x, a], [y, b]) => b - a || x - y));
    const kept = await this.unlinked(memberId, [...byCount.keys()], 4 * size);
    const least = byCount.get(kept[Math.min(size, kept.length) - 1]) ?? 0;
    const mutual = new Map(kept.filter((id) => byCount.get(id)! >= least).map((id) => [id, byCount.get(id)!]));
    const traits = weightedTraits(member);
    const { alike, sharedBy } = await this.traitsRebuild.read(() => this.traits.mostAlike(traits, known, TRAIT_BUCKET_SIZE, [...mutual.keys()]));
    const alikeKept = new Set(await this.unlinked(memberId, alike.map(({ id }) => id), size));
    const scored = new Map<number, { mutual: number; shared: number }>();
    for (const [id, count] of mutual) scored.set(id, { mutual: count, shared: sharedBy.get(id) ?? 0 });
    for (const { id, shared } of alike) if (alikeKept.has(id) && !scored.has(id)) scored.set(id, { mutual: 0, shared });
    if (scored.size < size) {
      const taken = new Set([...known, ...scored.keys()]);
      const others = await this.traitsRebuild.read(() => this.traits.others(taken, TRAIT_BUCKET_SIZE));
      for (const id of await this.unlinked(memberId, others, size - scored.size)) scored.set(id, { mutual: 0, shared: 0 });
    }
    return [...scored.entries()]
      .sort(([a, x], [b, y]) => y.mutual - x.mutual || y.shared - x.shared || a - b)
      .slice(0, size)
      .map(([id]) => id);
  }

  /**
   * The first `count` of `ids` (in their order) the member has no live connection with, tested `count` at a time (one
   * membership test each, usually one in all): what the member's whole list of connections would have excluded.
   */
  private async unlinked(memberId: number, ids: readonly number[], count: number): Promise<number[]> {
    const kept: number[] = [];
    for (let start = 0; start < ids.length && kept.length < count; start += count) {
      const part = ids.slice(start, start + count);
      const linked = await this.graphRebuild.read(() => this.graph.linkedAmong(memberId, part));
      kept.push(...part.filter((id) => !linked.has(id)));
    }
    return kept.slice(0, count);
  }
}
