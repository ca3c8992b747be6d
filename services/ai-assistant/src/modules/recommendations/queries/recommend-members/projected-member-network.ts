import { escapeRegex, FINDABLE_CARDS, MemberTraitIndex, type MemberCardDocument } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { UpdateMemberTopicsHandler } from '../../commands/update-member-topics/update-member-topics.handler';
import {
  RecommendationTraits,
  UpdateRecommendationTraitsHandler,
} from '../../commands/update-recommendation-traits/update-recommendation-traits.handler';
import { MemberTopics } from '../../domain/member-topics.port';
import { MemberNetwork, type MemberFacts, type MemberQuery, type ScoredCandidate } from '../../../../domain/member-network.port';
import { recommend, recommendationQuery, scoreCandidate } from '../../domain/recommendation-engine';
import { MemberCardViewModel } from '../../persistence/member-card-view.schema';
import { SocialTieModel, type SocialTieDocument } from '../../persistence/social-tie.schema';

/**
 * The candidates weighed per request (ADR 3): those with the most mutual connections, those whose card
 * factors weigh most (from the trait index) and those sharing the most topics (from the member topics),
 * each scored exactly. The whole network is never read.
 */
const CANDIDATE_POOL = { mutual: 100, alike: 150, topics: 50 } as const;

/** What the assistant knows around one member: who they are tied to and who their connections know. */
export interface NetworkView {
  member: MemberFacts;
  /** The member, their connections and anyone with a pending request in either direction. */
  excluded: Set<number>;
  mutualConnections: Map<number, number>;
}

const containing = (text: string) => ({ $regex: escapeRegex(text.trim()), $options: 'i' });

const otherOf = (tie: Pick<SocialTieDocument, 'requesterId' | 'receiverId'>, memberId: number) =>
  tie.requesterId === memberId ? tie.receiverId : tie.requesterId;

/** The member network read from the assistant's projections (member cards, social ties, content topics), in the engine's terms. */
@Injectable()
export class ProjectedMemberNetwork extends MemberNetwork {
  constructor(
    @Inject(MemberCardViewModel) private readonly cards: MemberCardViewModel,
    @Inject(SocialTieModel) private readonly ties: SocialTieModel,
    @Inject(RecommendationTraits) private readonly traits: MemberTraitIndex,
    private readonly traitsKeeper: UpdateRecommendationTraitsHandler,
    private readonly topics: MemberTopics,
    private readonly topicsKeeper: UpdateMemberTopicsHandler,
  ) {
    super();
  }

  async recommendationsFor(memberId: number, limit: number): Promise<{ member: MemberFacts; recommendations: ScoredCandidate[] }> {
    const view = await this.viewOf(memberId);
    const mutual = [...view.mutualConnections]
      .sort(([a, x], [b, y]) => y - x || a - b)
      .slice(0, CANDIDATE_POOL.mutual)
      .map(([id]) => id);
    const [{ alike }, sharingTopics] = await Promise.all([
      this.traitsKeeper.read(() => this.traits.mostAlike(recommendationQuery(view.member), view.excluded, CANDIDATE_POOL.alike, [])),
      this.topicsKeeper.read(() => this.topics.sharing(view.member.topics, view.excluded, CANDIDATE_POOL.topics)),
    ]);
    const pool = [...new Set([...mutual, ...alike.filter(({ shared }) => shared > 0).map(({ id }) => id), ...sharingTopics])];
    const candidates = pool.length ? await this.facts({ _id: { $in: pool }, ...FINDABLE_CARDS }, pool.length) : [];
    return { member: view.member, recommendations: recommend(view.member, candidates, view.excluded, view.mutualConnections, limit) };
  }

  async find(memberId: number, query: MemberQuery, limit: number): Promise<ScoredCandidate[]> {
    const filter: FilterQuery<MemberCardDocument> = { _id: { $ne: memberId }, ...FINDABLE_CARDS };
    for (const key of ['specialty', 'city', 'state', 'name'] as const) {
      const value = query[key];
      if (value?.trim()) filter[key] = containing(value);
    }
    const words = (query.specialtyWords ?? []).filter((word) => word.trim());
    if (words.length && !query.specialty?.trim()) {
      filter.specialty = { $regex: words.map((word) => escapeRegex(word.trim())).join('|'), $options: 'i' };
    }
    const view = await this.viewOf(memberId);
    const found = await this.facts(filter, limit);
    return found.map((candidate) => scoreCandidate(view.member, candidate, view.mutualConnections.get(candidate.id) ?? 0));
  }

  async memberFacts(memberId: number): Promise<MemberFacts> {
    const [member] = await this.facts({ _id: memberId }, 1);
    return member ?? { id: memberId, name: 'You', specialty: null, affiliation: null, city: null, state: null, languages: [], topics: [] };
  }

  async explain(memberId: number, otherId: number): Promise<ScoredCandidate | undefined> {
    const [other] = await this.facts(otherId === memberId ? { _id: otherId } : { _id: otherId, ...FINDABLE_CARDS }, 1);
    if (!other) return undefined;
    const view = await this.viewOf(memberId);
    return scoreCandidate(view.member, other, view.mutualConnections.get(otherId) ?? 0);
  }

  private async viewOf(memberId: number): Promise<NetworkView> {
    const live = await this.ties
      .find({ status: { $in: ['pending', 'accepted'] }, $or: [{ requesterId: memberId }, { receiverId: memberId }] })
      .lean<SocialTieDocument[]>();
    const excluded = new Set([memberId, ...live.map((tie) => otherOf(tie, memberId))]);
    const friends = live.filter(({ status }) => status === 'accepted').map((tie) => otherOf(tie, memberId));
    return {
      member: await this.memberFacts(memberId),
      excluded,
      mutualConnections: await this.mutualConnections(friends, excluded),
    };
  }

  /** For each friend of a friend who is not excluded: how many of the member's connections they are connected with. */
  private async mutualConnections(friends: number[], excluded: ReadonlySet<number>): Promise<Map<number, number>> {
    const mutual = new Map<number, number>();
    if (friends.length === 0) return mutual;
    const ties = await this.ties
      .find({ status: 'accepted', $or: [{ requesterId: { $in: friends } }, { receiverId: { $in: friends } }] })
      .lean<SocialTieDocument[]>();
    const friendSet = new Set(friends);
    for (const { requesterId, receiverId } of ties) {
      for (const [friend, other] of [[requesterId, receiverId], [receiverId, requesterId]] as const) {
        if (friendSet.has(friend) && !excluded.has(other)) mutual.set(other, (mutual.get(other) ?? 0) + 1);
      }
    }
    return mutual;
  }

  private async facts(filter: FilterQuery<MemberCardDocument>, limit: number): Promise<MemberFacts[]> {
    const cards = await this.cards.find(filter).sort({ _id: 1 }).limit(limit).lean<MemberCardDocument[]>();
    const topics = await this.topicsKeeper.read(() => this.topics.of(cards.map(({ _id }) => _id)));
    return cards.map((card) => ({
      id: card._id,
      name: card.name,
      specialty: card.specialty ?? null,
      affiliation: card.affiliation ?? null,
      city: card.city ?? null,
      state: card.state ?? null,
      languages: card.languagesSpoken ?? [],
      bio: card.bio ?? null,
      topics: topics.get(card._id) ?? [],
    }));
  }
}
