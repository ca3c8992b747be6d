import type {
  Announcement,
  Notification,
  NotificationList,
  NotificationListQuery,
  UnreadCount,
} from '../http/notifications';
import type { PushConfig, PushSubscriptionBody, PushUnsubscribeBody } from '../http/push';
import { internalRoute } from './internal-route';

/**
 * Internal HTTP API of the notifications service. Member routes need the service token and the acting
 * member's id (`x-acting-user-id`); the operator routes (announcements, digests) need the service token only.
 */
export const NotificationsRoutes = {
  /** GET (`notificationListQuerySchema`): the acting member's `NotificationList`, newest first. */
  notifications: internalRoute<{ GET: { query: NotificationListQuery; answer: NotificationList } }>(
    '/internal/notifications',
  ),
  /** GET: the acting member's `UnreadCount`. */
  unreadCount: internalRoute<{ GET: { answer: UnreadCount } }>('/internal/notifications/unread-count'),
  /** PUT: mark one of the acting member's notifications read (404 for anyone else's); answers the `Notification`. */
  read: (id: number | string) =>
    internalRoute<{ PUT: { answer: Notification } }>(`/internal/notifications/${id}/read`),
  /** PUT: mark all of the acting member's notifications read; answers `UnreadCount`. */
  readAll: internalRoute<{ PUT: { answer: UnreadCount } }>('/internal/notifications/read-all'),
  /** GET: the VAPID public key devices subscribe with (`PushConfig`, null when push is off). */
  pushConfig: internalRoute<{ GET: { answer: PushConfig } }>('/internal/push/config'),
  /**
   * POST (`pushSubscriptionSchema`): the acting member's device receives their pushes (204; the same device under
   * another member moves to this one); DELETE (`pushUnsubscribeSchema`): no longer (204). 400 for a push service
   * the service does not deliver to, 503 when push is off.
   */
  pushSubscriptions: internalRoute<{ POST: { body: PushSubscriptionBody; answer: void }; DELETE: { body: PushUnsubscribeBody; answer: void } }>(
    '/internal/push/subscriptions',
  ),
  /** POST (`announcementSchema`), operators: a system announcement to every member who keeps that type on; answers {recipients}. */
  announcements: internalRoute<{ POST: { body: Announcement; answer: { recipients: number } } }>(
    '/internal/announcements',
  ),
  /** POST {asOf?: ISO date}, operators: send the digests that are due at `asOf` (default now); answers {digestsSent}. Also runs on a timer. */
  digests: internalRoute<{ POST: { body: { asOf?: string }; answer: { digestsSent: number } } }>(
    '/internal/digests/run',
  ),
} as const;

export type { Notification, NotificationList, UnreadCount };
