import type { Notification, NotificationList, UnreadCount } from '../http/notifications';

/**
 * Internal HTTP API of the notifications service. Member routes need the service token and the acting
 * member's id (`x-acting-user-id`); the operator routes (announcements, digests) need the service token only.
 */
export const NotificationsRoutes = {
  /** GET (`notificationListQuerySchema`): the acting member's `NotificationList`, newest first. */
  notifications: '/internal/notifications',
  /** GET: the acting member's `UnreadCount`. */
  unreadCount: '/internal/notifications/unread-count',
  /** PUT: mark one of the acting member's notifications read (404 for anyone else's); answers the `Notification`. */
  read: (id: number | string) => `/internal/notifications/${id}/read`,
  /** PUT: mark all of the acting member's notifications read; answers `UnreadCount`. */
  readAll: '/internal/notifications/read-all',
  /** POST (`announcementSchema`), operators: a system announcement to every member who keeps that type on; answers {recipients}. */
  announcements: '/internal/announcements',
  /** POST {asOf?: ISO date}, operators: send the digests that are due at `asOf` (default now); answers {digestsSent}. Also runs on a timer. */
  digests: '/internal/digests/run',
} as const;

export type { Notification, NotificationList, UnreadCount };
