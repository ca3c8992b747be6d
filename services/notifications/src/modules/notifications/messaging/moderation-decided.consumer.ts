import { ModerationDecidedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/**
 * A moderator's decision notifies the member concerned with its reason (issue 21): a removal, a warning, a
 * suspension and an appeal's outcome; a case kept tells them nothing (they may not know it was reported). The
 * moderator stays unnamed (no actor). The link opens the decision, where a removal or warning is appealed.
 */
@Controller()
export class ModerationDecidedConsumer {
  constructor(private readonly notify: NotifyMemberHandler) {}

  @EventPattern(ModerationDecidedV1.type)
  async decided(@Payload() event: EventOf<typeof ModerationDecidedV1>): Promise<void> {
    const { action, decisionId, subjectId } = event.data;
    if (action === 'keep') return;
    await this.notify.execute({
      recipientId: subjectId,
      type: 'moderation',
      actorId: null,
      sourceEventId: event.id,
      link: NotificationLinks.moderationDecision(decisionId),
      text: () => NotificationTexts.moderationDecided(event.data),
    });
  }
}
