import { escapeRegex, FINDABLE_CARDS, type MemberCardDocument } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { MemberNetwork, type MemberFacts, type MemberQuery, type ScoredCandidate } from '../../../../domain/member-network.port';
import { scoreCandidate } from '../../domain/recommendation-engine';
import { MemberCardViewModel } from '../../persistence/member-card-view.schema';
import { MemberTopicsBuilder } from '../../read-models/member-topics/member-topics.builder';
import { MemberTopics } from '../../read-models/member-topics/member-topics.port';
import { RecommendationListBuilder, unknownMember } from '../../read-models/recommendations/recommendation-list-builder';

const containing = (text: string) => ({ $regex: escapeRegex(text.trim()), $options: 'i' });

/** The member network read from the assistant's projections (member cards, social ties, content topics), in the engine's terms. */
@Injectable()
export class ProjectedMemberNetwork extends MemberNetwork {
  constructor(
    @Inject(MemberCardViewModel) private readonly cards: MemberCardViewModel,
    private readonly lists: RecommendationListBuilder,
    private readonly topics: MemberTopics,
    private readonly topicsBuilder: MemberTopicsBuilder,
  ) {
    super();
  }

  recommendationsFor(memberId: number, limit: number): Promise<{ member: MemberFacts; recommendations: ScoredCandidate[] }> {
    return this.lists.recommendationsFor(memberId, limit);
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
    const [member, found] = await Promise.all([this.memberFacts(memberId), this.facts(filter, limit)]);
    const mutual = await this.lists.mutualWith(memberId, found.map(({ id }) => id));
    return found.map((candidate) => scoreCandidate(member, candidate, mutual.get(candidate.id) ?? 0));
  }

  async memberFacts(memberId: number): Promise<MemberFacts> {
    const [member] = await this.facts({ _id: memberId }, 1);
    return member ?? unknownMember(memberId);
  }

  async explain(memberId: number, otherId: number): Promise<ScoredCandidate | undefined> {
    const [other] = await this.facts(otherId === memberId ? { _id: otherId } : { _id: otherId, ...FINDABLE_CARDS }, 1);
    if (!other) return undefined;
    const [member, mutual] = await Promise.all([this.memberFacts(memberId), this.lists.mutualWith(memberId, [otherId])]);
    return scoreCandidate(member, other, mutual.get(otherId) ?? 0);
  }

  private async facts(filter: FilterQuery<MemberCardDocument>, limit: number): Promise<MemberFacts[]> {
    const cards = await this.cards.find(filter).sort({ _id: 1 }).limit(limit).lean<MemberCardDocument[]>();
    const topics = await this.topicsBuilder.read(() => this.topics.of(cards.map(({ _id }) => _id)));
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
