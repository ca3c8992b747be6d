import type { Notification, NotificationList } from '@docnet/contracts';

/*
 * Pure updates of the cached first page of notifications (GET /api/notifications), applied by the live stream
 * and by the read actions so the bell and the list change at once. An unknown (not yet loaded) list stays
 * unknown: the next read fetches it.
 */

/**
 * A notification pushed live: it goes to the top. A coalesced one (same id, new text and time) moves up
 * instead of showing twice; only a new id adds to the total.
 */
export function withNotification(
  list: NotificationList | undefined,
  notification: Notification,
  unreadCount: number,
): NotificationList | undefined {
  if (!list) return list;
  const known = list.notifications.some(({ id }) => id === notification.id);
  return {
    notifications: [notification, ...list.notifications.filter(({ id }) => id !== notification.id)],
    total: known ? list.total : list.total + 1,
    unreadCount,
  };
}

/** One notification marked read (clicked); the unread count drops only if it was unread. */
export function withRead(list: NotificationList | undefined, notificationId: number): NotificationList | undefined {
  if (!list) return list;
  const target = list.notifications.find(({ id }) => id === notificationId);
  if (!target || target.read) return list;
  return {
    ...list,
    notifications: list.notifications.map((item) => (item.id === notificationId ? { ...item, read: true } : item)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

/** 'Mark all as read', here or in another tab. */
export function withAllRead(list: NotificationList | undefined): NotificationList | undefined {
  if (!list) return list;
  return { ...list, notifications: list.notifications.map((item) => (item.read ? item : { ...item, read: true })), unreadCount: 0 };
}

/** The first page followed by the pages loaded with 'Load more', each notification once (live ones shift the offsets). */
export function mergeNotificationPages(first: readonly Notification[], older: readonly Notification[]): Notification[] {
  const seen = new Set<number>();
  return [...first, ...older].filter(({ id }) => (seen.has(id) ? false : (seen.add(id), true)));
}
