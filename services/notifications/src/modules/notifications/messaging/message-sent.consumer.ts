import { MessageSentV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/**
 * A direct message notifies its recipient. One notification per message would be noise: unread ones from
 * the same sender are coalesced (text and time updated, NotificationCreatedV1 still emitted for the live badge).
 */
@Controller()
export class MessageSentConsumer {
  constructor(private readonly notify: NotifyMemberHandler) {}

  @EventPattern(MessageSentV1.type)
  async sent(@Payload() event: EventOf<typeof MessageSentV1>): Promise<void> {
    const { senderId, recipientId, body } = event.data;
    await this.notify.execute({
      recipientId,
      type: 'directMessages',
      actorId: senderId,
      sourceEventId: event.id,
      link: NotificationLinks.messages(senderId),
      text: (name, count) => NotificationTexts.messageReceived(name, body, count),
      coalesceKey: `dm:${senderId}`,
    });
  }
}
