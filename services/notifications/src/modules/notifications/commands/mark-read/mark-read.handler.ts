import { NotificationMessages, NotificationsReadV1, type Notification, type UnreadCount } from '@docnet/contracts';
import { MemberCards, newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { notificationFields, toNotification, type StoredNotification } from '../../persistence/notification.mapper';
import { NotificationModel, type NotificationDocument } from '../../persistence/notification.schema';
import { UnreadCounts } from '../../domain/unread-counts.port';

/**
 * Marks one or all of a member's notifications read. NotificationsReadV1 (with the unread count after it)
 * is recorded by the write that marks the last one read, so a crash before it leaves that one unread and a
 * retry emits the event.
 */
@Injectable()
export class MarkReadHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly cards: MemberCards,
    private readonly relay: OutboxRelay,
    private readonly counts: UnreadCounts,
  ) {}

  async one(userId: number, id: number): Promise<Notification> {
    const found = await this.notifications.findOne({ _id: id, userId }, notificationFields).lean<StoredNotification>();
    if (!found) throw new NotFoundException(NotificationMessages.notFound);
    if (!found.read) await this.markRead(userId, id);
    const cards = found.actorId === null ? new Map() : await this.cards.find([found.actorId]);
    return toNotification({ ...found, read: true }, cards);
  }

  async all(userId: number): Promise<UnreadCount> {
    const newest = await this.notifications.findOne({ userId, read: false }, { _id: 1 }).sort({ notifiedAt: -1, _id: -1 }).lean();
    if (!newest) return { count: await this.notifications.countDocuments({ userId, read: false }) };
    const readAt = new Date();
    await this.notifications.updateMany({ userId, read: false, _id: { $ne: newest._id } }, { $set: { read: true, readAt } });
    await this.counts.changed(userId);
    return { count: await this.markRead(userId, newest._id, readAt) };
  }

  /** Marks one unread notification read with the event in the same write; answers the unread count after it. */
  private async markRead(userId: number, id: number, readAt = new Date()): Promise<number> {
    const unreadCount = Math.max(0, (await this.notifications.countDocuments({ userId, read: false })) - 1);
    const event = newEvent(NotificationsReadV1, 'notifications', userId, { userId, unreadCount, readAt: readAt.toISOString() });
    const result = await this.notifications.updateOne(
      { _id: id, read: false },
      withEvents<NotificationDocument>({ $set: { read: true, readAt } }, [event]),
    );
    if (result.modifiedCount === 1) {
      this.relay.nudge(this.notifications, id);
      await this.counts.changed(userId);
    }
    return unreadCount;
  }
}
