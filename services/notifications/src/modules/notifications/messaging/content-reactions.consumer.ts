import { CommentAddedV1, LikeAddedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { GetContentTitleHandler } from '../../audience/queries/get-content-title/get-content-title.handler';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/** A like or a comment on a member's content notifies its author (never for their own). */
@Controller()
export class ContentReactionsConsumer {
  constructor(
    private readonly notify: NotifyMemberHandler,
    private readonly titles: GetContentTitleHandler,
  ) {}

  @EventPattern(LikeAddedV1.type)
  async liked(@Payload() event: EventOf<typeof LikeAddedV1>): Promise<void> {
    const { contentId, contentAuthorId, memberId } = event.data;
    const title = await this.titles.execute(contentId);
    await this.notify.execute({
      recipientId: contentAuthorId,
      type: 'contentLikes',
      actorId: memberId,
      sourceEventId: event.id,
      link: NotificationLinks.content(contentId),
      text: (name) => NotificationTexts.contentLiked(name, title),
    });
  }

  @EventPattern(CommentAddedV1.type)
  async commented(@Payload() event: EventOf<typeof CommentAddedV1>): Promise<void> {
    const { contentId, contentAuthorId, authorId, body } = event.data;
    const title = await this.titles.execute(contentId);
    await this.notify.execute({
      recipientId: contentAuthorId,
      type: 'contentComments',
      actorId: authorId,
      sourceEventId: event.id,
      link: NotificationLinks.content(contentId),
      text: (name) => NotificationTexts.contentCommented(name, title, body),
    });
  }
}
