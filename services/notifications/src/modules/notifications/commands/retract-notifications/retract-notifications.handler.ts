import { Inject, Injectable } from '@nestjs/common';
import { UnreadCounts } from '../../domain/unread-counts.port';
import { NotificationModel } from '../../persistence/notification.schema';

/**
 * Takes back a member's notifications about something that was undone (a withdrawn connection request), read or not,
 * so neither the list nor the bell's count keeps asking them to act on it. Idempotent: a redelivered event finds
 * nothing left to remove. A notification whose email is still waiting goes with it, so the email never leaves.
 */
@Injectable()
export class RetractNotificationsHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly counts: UnreadCounts,
  ) {}

  async execute(userId: number, subject: string): Promise<void> {
    const { deletedCount } = await this.notifications.deleteMany({ userId, subject });
    if (deletedCount > 0) await this.counts.changed(userId);
  }
}
