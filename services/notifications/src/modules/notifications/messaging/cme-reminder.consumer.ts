import { WalletReminderDueV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/**
 * A deadline of the member's CME wallet is near with hours owed: one notification (and its email, by the member's
 * email and digest settings) per reminder the wallet sent, linking to the wallet. No actor: the wallet reminds.
 */
@Controller()
export class CmeReminderConsumer {
  constructor(private readonly notify: NotifyMemberHandler) {}

  @EventPattern(WalletReminderDueV1.type)
  async reminderDue(@Payload() event: EventOf<typeof WalletReminderDueV1>): Promise<void> {
    await this.notify.execute({
      recipientId: event.data.memberId,
      type: 'cmeReminder',
      actorId: null,
      sourceEventId: event.id,
      link: NotificationLinks.cmeWallet,
      text: () => NotificationTexts.cmeReminder(event.data),
    });
  }
}
