import type { NotificationList, NotificationListQuery, UnreadCount } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { notificationFields, toNotification, type StoredNotification } from '../../persistence/notification.mapper';
import { NotificationModel } from '../../persistence/notification.schema';

/** A member's notifications, newest first, one page at a time, with the total and the unread count. */
@Injectable()
export class ListNotificationsHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly cards: MemberCards,
  ) {}

  async list(userId: number, { limit, offset }: NotificationListQuery): Promise<NotificationList> {
    const [page, total, unreadCount] = await Promise.all([
      this.notifications.find({ userId }, notificationFields).sort({ notifiedAt: -1, _id: -1 }).skip(offset).limit(limit).lean<StoredNotification[]>(),
      this.notifications.countDocuments({ userId }),
      this.notifications.countDocuments({ userId, read: false }),
    ]);
    const actorIds = [...new Set(page.flatMap(({ actorId }) => (actorId === null ? [] : [actorId])))];
    const cards = await this.cards.find(actorIds);
    return { notifications: page.map((stored) => toNotification(stored, cards)), total, unreadCount };
  }

  async unreadCount(userId: number): Promise<UnreadCount> {
    return { count: await this.notifications.countDocuments({ userId, read: false }) };
  }
}
