import useSWR from 'swr';
import { ApiRoutes, NOTIFICATIONS_PAGE_SIZE, type NotificationList } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { withQuery } from '@/utils/query-string';

/** The swr key of the newest page, shared by the bell's list and the /notifications page (live updates land here). */
export const latestNotificationsKey = ApiRoutes.notifications;

/** GET /api/notifications?offset&limit: one page, newest first, with the total and the unread count. */
export function getNotifications(offset = 0, limit = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationList> {
  return apiGet<NotificationList>(offset ? withQuery(ApiRoutes.notifications, { offset, limit }) : ApiRoutes.notifications);
}

export function useLatestNotifications(enabled = true) {
  return useSWR<NotificationList>(enabled ? latestNotificationsKey : null, () => getNotifications());
}
