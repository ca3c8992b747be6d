import type { NotificationList, NotificationListQuery, UnreadCount } from '@docnet/contracts';
import { LOGGER, MemberCards } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { UnreadCounts } from '../../domain/unread-counts.port';
import { notificationFields, toNotification, type StoredNotification } from '../../persistence/notification.mapper';
import { NotificationModel } from '../../persistence/notification.schema';

/** A member's notifications, newest first, one page at a time, with the total and the unread count (kept in Redis, ADR 3). */
@Injectable()
export class ListNotificationsHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly cards: MemberCards,
    private readonly counts: UnreadCounts,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(userId: number, { limit, offset }: NotificationListQuery): Promise<NotificationList> {
    const [page, total, unreadCount] = await Promise.all([
      this.notifications.find({ userId }, notificationFields).sort({ notifiedAt: -1, _id: -1 }).skip(offset).limit(limit).lean<StoredNotification[]>(),
      this.notifications.countDocuments({ userId }),
      this.unread(userId),
    ]);
    const actorIds = [...new Set(page.flatMap(({ actorId }) => (actorId === null ? [] : [actorId])))];
    const cards = await this.cards.find(actorIds);
    return { notifications: page.map((stored) => toNotification(stored, cards)), total, unreadCount };
  }

  async unreadCount(userId: number): Promise<UnreadCount> {
    return { count: await this.unread(userId) };
  }

  /** The kept count, else counted and kept (unless a write came meanwhile); counted alone while Redis cannot be reached. */
  private async unread(userId: number): Promise<number> {
    let kept: { generation: number; count?: number } | undefined;
    try {
      kept = await this.counts.read(userId);
      if (kept.count !== undefined) return kept.count;
    } catch (error) {
      this.logger.warn({ err: error }, 'unread count read from the database: Redis unavailable');
    }
    const count = await this.notifications.countDocuments({ userId, read: false });
    if (kept) await this.counts.store(userId, kept.generation, count).catch(() => false);
    return count;
  }
}
