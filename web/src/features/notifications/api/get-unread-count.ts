import useSWR from 'swr';
import { ApiRoutes, type UnreadCount } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

export const unreadNotificationsKey = ApiRoutes.notificationsUnreadCount;

/** GET /api/notifications/unread-count: the bell's badge (kept current by the live stream). */
export function useUnreadNotifications() {
  return useSWR<UnreadCount>(unreadNotificationsKey, () => apiGet<UnreadCount>(unreadNotificationsKey));
}
