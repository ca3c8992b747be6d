import { Inject, Injectable } from '@nestjs/common';
import { ContentTopicsModel, topicsOf } from '../../persistence/content-topics.schema';
import { MemberTopicsBuilder } from '../../read-models/member-topics/member-topics.builder';
import { RecommendationListBuilder } from '../../read-models/recommendations/recommendation-list-builder';

/** A published or updated content, as its events carry it. */
export interface ContentTags {
  contentId: number;
  authorId: number;
  tags: string[];
}

/**
 * The topics members write about, from their published content's tags; a deleted item's topics go.
 * Writes set the whole record (or delete it), so a redelivered event changes nothing; the author's member
 * topics (ADR 3) are then computed again from their stored contents, and the recommendation lists they weigh in follow.
 */
@Injectable()
export class RecordContentTopicsHandler {
  constructor(
    @Inject(ContentTopicsModel) private readonly contents: ContentTopicsModel,
    private readonly memberTopics: MemberTopicsBuilder,
    private readonly recommendations: RecommendationListBuilder,
  ) {}

  async record({ contentId, authorId, tags }: ContentTags): Promise<void> {
    await this.contents.updateOne({ _id: contentId }, { $set: { authorId, topics: topicsOf(tags) } }, { upsert: true });
    await this.topicsOf(authorId);
  }

  async forget(contentId: number, authorId: number): Promise<void> {
    await this.contents.deleteOne({ _id: contentId });
    await this.topicsOf(authorId);
  }

  private async topicsOf(authorId: number): Promise<void> {
    await this.memberTopics.refresh(authorId);
    await this.recommendations.topicsChanged(authorId);
  }
}
