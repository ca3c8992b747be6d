import { ContentDeletedV1, ContentPublishedV1, ContentUpdatedV1, type EventOf } from '@docnet/contracts';
import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ForgetRecommendationsHandler } from '../commands/forget-recommendations/forget-recommendations.handler';
import { UpdateMemberTopicsHandler } from '../commands/update-member-topics/update-member-topics.handler';
import { ContentTopicsModel, topicsOf } from '../persistence/content-topics.schema';

/**
 * The topics members write about, from their published content's tags; a deleted item's topics go.
 * Writes set the whole record (or delete it), so a redelivered event changes nothing; the author's member
 * topics (ADR 3) are then computed again from their stored contents, and the recommendations they weigh in dropped.
 */
@Controller()
export class ContentConsumer {
  constructor(
    @Inject(ContentTopicsModel) private readonly contents: ContentTopicsModel,
    private readonly memberTopics: UpdateMemberTopicsHandler,
    private readonly recommendations: ForgetRecommendationsHandler,
  ) {}

  @EventPattern(ContentPublishedV1.type)
  published(@Payload() event: EventOf<typeof ContentPublishedV1>): Promise<void> {
    return this.keep(event.data);
  }

  @EventPattern(ContentUpdatedV1.type)
  updated(@Payload() event: EventOf<typeof ContentUpdatedV1>): Promise<void> {
    return this.keep(event.data);
  }

  @EventPattern(ContentDeletedV1.type)
  async deleted(@Payload() event: EventOf<typeof ContentDeletedV1>): Promise<void> {
    await this.contents.deleteOne({ _id: event.data.contentId });
    await this.topicsOf(event.data.authorId);
  }

  private async keep({ contentId, authorId, tags }: { contentId: number; authorId: number; tags: string[] }): Promise<void> {
    await this.contents.updateOne({ _id: contentId }, { $set: { authorId, topics: topicsOf(tags) } }, { upsert: true });
    await this.topicsOf(authorId);
  }

  private async topicsOf(authorId: number): Promise<void> {
    await this.memberTopics.refresh(authorId);
    await this.recommendations.topicsChanged();
  }
}
