import { Inject, Injectable } from '@nestjs/common';
import { Recipients } from '../../../audience/persistence/recipients';
import { UnreadCounts } from '../../domain/unread-counts.port';
import { NotificationModel } from '../../persistence/notification.schema';
import { PushSubscriptionModel } from '../../persistence/push-subscription.schema';

/**
 * A member deleted their account: their notifications, address, settings and devices go, and so do the notifications their
 * actions gave others (their texts carry the member's name), with those members' unread counts. Emails still waiting
 * go with them. Idempotent: a redelivery finds nothing left.
 */
@Injectable()
export class RemoveMemberNotificationsHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    @Inject(PushSubscriptionModel) private readonly devices: PushSubscriptionModel,
    private readonly recipients: Recipients,
    private readonly counts: UnreadCounts,
  ) {}

  async execute(memberId: number): Promise<void> {
    const told = await this.notifications.distinct('userId', { actorId: memberId });
    await this.notifications.deleteMany({ actorId: memberId });
    for (const userId of told) await this.counts.changed(userId);
    await this.notifications.deleteMany({ userId: memberId });
    await this.counts.changed(memberId);
    await this.devices.deleteMany({ userId: memberId });
    await this.recipients.forget(memberId);
  }
}
