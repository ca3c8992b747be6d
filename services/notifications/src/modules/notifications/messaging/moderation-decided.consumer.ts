import { ModerationDecidedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/**
 * A moderator's decision notifies the member concerned with its reason: a removal, a warning, a
 * suspension and an appeal's outcome, linking to the decision, where a removal or warning is appealed. A case
 * kept tells its author only if their item had been hidden pending review (they saw it flagged): it is visible
 * again, linking to its content; otherwise nothing (they may not know it was reported). The moderator stays
 * unnamed (no actor).
 */
@Controller()
export class ModerationDecidedConsumer {
  constructor(private readonly notify: NotifyMemberHandler) {}

  @EventPattern(ModerationDecidedV1.type)
  async decided(@Payload() event: EventOf<typeof ModerationDecidedV1>): Promise<void> {
    const { action, decisionId, subjectId, wasHidden, contentId } = event.data;
    if (action === 'keep') {
      if (!wasHidden) return;
      await this.notify.execute({
        recipientId: subjectId,
        type: 'moderation',
        actorId: null,
        sourceEventId: event.id,
        link: contentId === null ? NotificationLinks.moderationDecision(decisionId) : NotificationLinks.content(contentId),
        text: () => NotificationTexts.moderationKept(event.data),
      });
      return;
    }
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
