import { isFindable, MemberCards, sharesConnections, MemberTraitIndex, TRAIT_BUCKET_SIZE, type MemberCard, type MemberCardListener } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { MemberFacts, ScoredCandidate } from '../../../../domain/member-network.port';
import { candidateTraitKeys, recommend, recommendationQuery } from '../../domain/recommendation-engine';
import { SocialTieModel, type SocialTieDocument } from '../../persistence/social-tie.schema';
import { MemberTopicsBuilder } from '../member-topics/member-topics.builder';
import { MemberTopics } from '../member-topics/member-topics.port';
import { RecommendationTraits, RecommendationTraitsKeeper } from '../recommendation-traits/recommendation-traits.keeper';
import { RecommendationLists, type RecommendationList } from './recommendation-lists.port';

/**
 * The candidates a list is ranked from: those with the most mutual connections, those whose card factors weigh most
 * (the trait buckets) and those sharing the most topics (the topic buckets), each scored exactly. The whole network is
 * never read.
 */
const CANDIDATE_POOL = { mutual: 100, alike: 150, topics: 50 } as const;
/** How many candidates a stored list keeps: room for members who hide themselves later. */
const STORED = 30;
/** How many of a member's connections (the newest) a tie of theirs makes stale: their mutual connections changed. */
const CONNECTIONS_TOLD = 100;
/**
 * How many of a member's connections (the newest) are weighed for mutual connections, and how many of each of theirs
 * (their newest): the work of a neighbourhood depends on these, never on how many connections anyone has.
 */
const FRIENDS_WEIGHED = 100;

/** What the assistant knows around one member: who they are tied to and who their connections know. */
export interface Neighbourhood {
  /**
   * The member and their newest FRIENDS_WEIGHED connections: excluded without a read. Their older connections and
   * pending requests are found among the candidates at hand (`linkedAmong`), never listed whole.
   */
  known: Set<number>;
  /** Each friend of a friend outside `known`, with their mutual connections among the weighed ones. */
  mutualConnections: Map<number, number>;
}

const otherOf = (tie: Pick<SocialTieDocument, 'requesterId' | 'receiverId'>, memberId: number) =>
  tie.requesterId === memberId ? tie.receiverId : tie.requesterId;

/** What of the member's own facts the ranking depends on. */
const rankedBy = (member: MemberFacts): string =>
  JSON.stringify([[...candidateTraitKeys(member)].sort(), [...member.topics].sort()]);

const factsOf = (card: MemberCard, topics: readonly string[]): MemberFacts => ({
  id: card.id,
  name: card.name,
  specialty: card.specialty ?? null,
  affiliation: card.affiliation ?? null,
  city: card.city ?? null,
  state: card.state ?? null,
  languages: card.languagesSpoken ?? [],
  bio: card.bio ?? null,
  topics,
});

/** A member the assistant has no card of yet. */
export const unknownMember = (id: number): MemberFacts => ({
  id,
  name: 'You',
  specialty: null,
  affiliation: null,
  city: null,
  state: null,
  languages: [],
  topics: [],
});

/**
 * Computes and stores members' recommendation lists (ADR 3) with work bounded by the member's neighbourhood and the
 * bounded trait and topic buckets, never by the network's size, off the request path: a member's own card, topics and
 * ties compute their list again, and a change of theirs that moves them in others' rankings (their traits or topics)
 * makes stale the lists of those they ranked before and after it (the factors are symmetric: whom they rank high ranks
 * them high), a tie those of the two members' newest connections (mutual connections). A read renders the stored list
 * with the current cards and topics (names, factors, search visibility), and computes it only when it finds none or a
 * stale one.
 */
@Injectable()
export class RecommendationListBuilder implements MemberCardListener {
  constructor(
    private readonly cards: MemberCards,
    private readonly lists: RecommendationLists,
    @Inject(SocialTieModel) private readonly ties: SocialTieModel,
    @Inject(RecommendationTraits) private readonly traits: MemberTraitIndex,
    private readonly traitsKeeper: RecommendationTraitsKeeper,
    private readonly topics: MemberTopics,
    private readonly topicsBuilder: MemberTopicsBuilder,
  ) {
    cards.listen(this);
  }

  /** The member's facts and their best `limit` recommendations from their stored list (computed first if none or stale). */
  async recommendationsFor(memberId: number, limit: number): Promise<{ member: MemberFacts; recommendations: ScoredCandidate[] }> {
    const { generation, list } = await this.lists.read(memberId);
    let facts = await this.facts([memberId, ...(list?.ids ?? [])]);
    const member = facts.get(memberId)?.facts ?? unknownMember(memberId);
    let shown = list;
    if (!shown || shown.traits !== rankedBy(member)) {
      shown = await this.store(memberId, member, generation);
      facts = await this.facts(shown.ids);
    }
    // A candidate who made their connections private since the list was stored shows none in common.
    const mutual = new Map(shown.ids.map((id, index) => [id, facts.get(id)?.sharesConnections === false ? 0 : shown.mutual[index]]));
    const candidates = shown.ids.flatMap((id) => {
      const found = facts.get(id);
      return found?.findable ? [found.facts] : [];
    });
    return { member, recommendations: recommend(member, candidates, new Set([memberId]), mutual, limit) };
  }

  /**
   * The member's newest connections and, for each friend of a friend, their mutual connections, under the privacy of
   * connection lists: a connection who keeps their connections private is no mutual connection of anyone (counting
   * them would tell whom they know), and a member who keeps theirs private has none in common with anyone. Bounded:
   * the newest FRIENDS_WEIGHED connections of the member's newest FRIENDS_WEIGHED connections, each read by index.
   */
  async neighbourhood(memberId: number): Promise<Neighbourhood> {
    const friends = await this.newestConnections(memberId, FRIENDS_WEIGHED);
    const known = new Set([memberId, ...friends]);
    const mutualConnections = new Map<number, number>();
    const hidden = new Set(await this.cards.keepingConnectionsPrivate(friends));
    const sharing = friends.filter((friend) => !hidden.has(friend));
    const theirs = await Promise.all(sharing.map((friend) => this.newestConnections(friend, FRIENDS_WEIGHED)));
    for (const others of theirs)
      for (const other of others) if (!known.has(other)) mutualConnections.set(other, (mutualConnections.get(other) ?? 0) + 1);
    for (const other of await this.cards.keepingConnectionsPrivate([...mutualConnections.keys()])) mutualConnections.delete(other);
    return { known, mutualConnections };
  }

  /**
   * The mutual connections of the member with each of a few members (the chat's answers), as a neighbourhood counts
   * them, none for a member tied to them: a query by the pair index for all of them, whatever anyone's size.
   */
  async mutualWith(memberId: number, ids: readonly number[]): Promise<Map<number, number>> {
    const friends = await this.newestConnections(memberId, FRIENDS_WEIGHED);
    const [hiddenFriends, hiddenOthers, linked] = await Promise.all([
      this.cards.keepingConnectionsPrivate(friends),
      this.cards.keepingConnectionsPrivate(ids),
      this.linkedAmong(memberId, ids),
    ]);
    const sharing = friends.filter((friend) => !hiddenFriends.includes(friend));
    const others = ids.filter((id) => id !== memberId && !linked.has(id) && !hiddenOthers.includes(id));
    const mutual = new Map<number, number>();
    if (!sharing.length || !others.length) return mutual;
    const ties = await this.ties
      .find(
        {
          status: 'accepted',
          $or: [
            { requesterId: { $in: sharing }, receiverId: { $in: others } },
            { receiverId: { $in: sharing }, requesterId: { $in: others } },
          ],
        },
        { requesterId: 1, receiverId: 1 },
      )
      .lean<SocialTieDocument[]>();
    const friendSet = new Set(sharing);
    for (const { requesterId, receiverId } of ties) {
      const other = friendSet.has(requesterId) ? receiverId : requesterId;
      mutual.set(other, (mutual.get(other) ?? 0) + 1);
    }
    return mutual;
  }

  /** Those of `ids` the member has an accepted or pending connection with, either way: one query by the pair index. */
  async linkedAmong(memberId: number, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const ties = await this.ties
      .find(
        {
          status: { $in: ['pending', 'accepted'] },
          $or: [
            { requesterId: memberId, receiverId: { $in: [...ids] } },
            { receiverId: memberId, requesterId: { $in: [...ids] } },
          ],
        },
        { requesterId: 1, receiverId: 1 },
      )
      .lean<SocialTieDocument[]>();
    return new Set(ties.map((tie) => otherOf(tie, memberId)));
  }

  /**
   * A stored card: the member's traits may have moved them in their own ranking and in others'; a member keeping their
   * connections private makes stale the lists of their newest connections, which may count them as a mutual connection.
   */
  async cardStored(card: MemberCard): Promise<void> {
    if (!sharesConnections(card)) await this.lists.invalidate(await this.newestConnections(card.id, CONNECTIONS_TOLD));
    await this.changed(card.id);
  }

  /** The author's topics changed (stored in the member topics first). */
  topicsChanged(authorId: number): Promise<void> {
    return this.changed(authorId);
  }

  /**
   * A tie excludes (or no longer excludes) its two members from each other's lists, and counts as a mutual connection in
   * the lists of either member's connections: the two lists are computed again, the newest connections' made stale.
   */
  async tieChanged(requesterId: number, receiverId: number): Promise<void> {
    for (const memberId of [requesterId, receiverId]) {
      const { generation } = await this.lists.read(memberId);
      const member = (await this.facts([memberId])).get(memberId)?.facts ?? unknownMember(memberId);
      await this.store(memberId, member, generation);
    }
    const told = await Promise.all([requesterId, receiverId].map((memberId) => this.newestConnections(memberId, CONNECTIONS_TOLD)));
    await this.lists.invalidate(told.flat());
  }

  /**
   * The member's newest `count` connections, whose lists a change of the member's ties or privacy makes stale: each
   * side of the tie read newest first by its index, at most `count` documents each.
   */
  private async newestConnections(memberId: number, count: number): Promise<number[]> {
    const sides = await Promise.all(
      (['requesterId', 'receiverId'] as const).map((side) =>
        this.ties
          .find({ [side]: memberId, status: 'accepted' }, { requesterId: 1, receiverId: 1 })
          .sort({ _id: -1 })
          .limit(count)
          .lean<SocialTieDocument[]>(),
      ),
    );
    return sides
      .flat()
      .sort((a, b) => b._id - a._id)
      .slice(0, count)
      .map((tie) => otherOf(tie, memberId));
  }

  /** Computes the member's list again when what it is ranked by changed, and makes stale the lists they were and are in. */
  private async changed(memberId: number): Promise<void> {
    const { generation, list } = await this.lists.read(memberId);
    const member = (await this.facts([memberId])).get(memberId)?.facts ?? unknownMember(memberId);
    if (list?.traits === rankedBy(member)) return;
    const next = await this.store(memberId, member, generation);
    await this.lists.invalidate([...(list?.ids ?? []), ...next.ids]);
  }

  /** Computes the list and stores it by compare-and-set on the generation read before (a change meanwhile wins). */
  private async store(memberId: number, member: MemberFacts, generation: number): Promise<RecommendationList> {
    const list = await this.rank(member);
    await this.lists.store(memberId, generation, list);
    return list;
  }

  /** The best STORED candidates, hidden members included (a read shows only the findable). */
  private async rank(member: MemberFacts): Promise<RecommendationList> {
    const { known, mutualConnections } = await this.neighbourhood(member.id);
    const byMutual = [...mutualConnections].sort(([a, x], [b, y]) => y - x || a - b).map(([id]) => id);
    const [{ alike }, sharingTopics] = await Promise.all([
      this.traitsKeeper.read(() => this.traits.mostAlike(recommendationQuery(member), known, TRAIT_BUCKET_SIZE, [])),
      this.topicsBuilder.read(() => this.topics.sharing(member.topics, known, TRAIT_BUCKET_SIZE)),
    ]);
    const pools = await Promise.all([
      this.unlinked(member.id, byMutual, CANDIDATE_POOL.mutual),
      this.unlinked(member.id, alike.filter(({ shared }) => shared > 0).map(({ id }) => id), CANDIDATE_POOL.alike),
      this.unlinked(member.id, sharingTopics, CANDIDATE_POOL.topics),
    ]);
    const facts = await this.facts([...new Set(pools.flat())]);
    const candidates = [...facts.values()].map(({ facts: candidate }) => candidate);
    const ids = recommend(member, candidates, known, mutualConnections, STORED).map(({ candidate }) => candidate.id);
    return { traits: rankedBy(member), ids, mutual: ids.map((id) => mutualConnections.get(id) ?? 0) };
  }

  /**
   * The first `count` of `ids` (in their order) the member has no live connection with, tested `count` at a time
   * (usually one query in all): what the member's whole list of connections would have excluded.
   */
  private async unlinked(memberId: number, ids: readonly number[], count: number): Promise<number[]> {
    const kept: number[] = [];
    for (let start = 0; start < ids.length && kept.length < count; start += count) {
      const part = ids.slice(start, start + count);
      const linked = await this.linkedAmong(memberId, part);
      kept.push(...part.filter((id) => !linked.has(id)));
    }
    return kept.slice(0, count);
  }

  /** The members' facts from their cards and topics (one key each), whether others may be shown them, and their connections. */
  private async facts(ids: readonly number[]): Promise<Map<number, { facts: MemberFacts; findable: boolean; sharesConnections: boolean }>> {
    if (!ids.length) return new Map();
    const [cards, topics] = await Promise.all([this.cards.find(ids), this.topicsBuilder.read(() => this.topics.of(ids))]);
    return new Map(
      [...cards.values()].map((card) => [
        card.id,
        { facts: factsOf(card, topics.get(card.id) ?? []), findable: isFindable(card), sharesConnections: sharesConnections(card) },
      ]),
    );
  }
}
