import {
  CommentAddedV1,
  CommentRemovedV1,
  ContentModeratedV1,
  ContentDeletedV1,
  ContentPublishedV1,
  ContentUpdatedV1,
  LikeAddedV1,
  LikeRemovedV1,
  type EventOf,
} from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UpdateContentFeedHandler } from '../commands/update-content-feed/update-content-feed.handler';

type ContentEvent = EventOf<
  | typeof ContentPublishedV1
  | typeof ContentUpdatedV1
  | typeof ContentDeletedV1
  | typeof CommentAddedV1
  | typeof CommentRemovedV1
  | typeof ContentModeratedV1
>;

/**
 * The service's own content events, in its own consumer group, repair the home feed (ADR 3): each saves
 * its content again as stored, so a crash between a command's write and its save of the feed leaves
 * nothing behind. The feed's versions make the usual second save a no-op.
 */
@Controller()
export class ContentEventsConsumer {
  constructor(private readonly feed: UpdateContentFeedHandler) {}

  @EventPattern(ContentPublishedV1.type)
  published(@Payload() event: ContentEvent): Promise<void> {
    return this.feed.refresh(event.data.contentId);
  }

  @EventPattern(ContentUpdatedV1.type)
  updated(@Payload() event: ContentEvent): Promise<void> {
    return this.feed.refresh(event.data.contentId);
  }

  @EventPattern(ContentDeletedV1.type)
  deleted(@Payload() event: ContentEvent): Promise<void> {
    return this.feed.refresh(event.data.contentId);
  }

  @EventPattern(CommentAddedV1.type)
  commentAdded(@Payload() event: ContentEvent): Promise<void> {
    return this.feed.refresh(event.data.contentId);
  }

  @EventPattern(CommentRemovedV1.type)
  commentRemoved(@Payload() event: ContentEvent): Promise<void> {
    return this.feed.refresh(event.data.contentId);
  }

  /** Hidden, removed or visible again: the entry leaves or rejoins every list. */
  @EventPattern(ContentModeratedV1.type)
  moderated(@Payload() event: ContentEvent): Promise<void> {
    return this.feed.refresh(event.data.contentId);
  }

  @EventPattern(LikeAddedV1.type)
  liked(@Payload() event: EventOf<typeof LikeAddedV1>): Promise<void> {
    return this.feed.refreshLike(event.data.contentId, event.data.memberId);
  }

  @EventPattern(LikeRemovedV1.type)
  unliked(@Payload() event: EventOf<typeof LikeRemovedV1>): Promise<void> {
    return this.feed.refreshLike(event.data.contentId, event.data.memberId);
  }
}
