import { useSWRConfig } from 'swr';
import { ApiRoutes, type Notification, type NotificationList, type UnreadCount } from '@docnet/contracts';
import { apiPut } from '@/lib/api-client';
import { useUpdateCached } from '@/lib/swr';
import { withRead } from '../utils/notification-cache';
import { latestNotificationsKey } from './get-notifications';
import { unreadNotificationsKey } from './get-unread-count';

/**
 * PUT /api/notifications/{id}/read: shown read at once (list and badge); the badge is then re-read from the
 * server, which also tells the member's other tabs through the live stream.
 */
export function useMarkNotificationRead() {
  const { mutate } = useSWRConfig();
  const updateCached = useUpdateCached();
  return async function markRead(notification: Notification): Promise<void> {
    if (notification.read) return;
    await updateCached<NotificationList>(latestNotificationsKey, (list) => withRead(list, notification.id));
    await updateCached<UnreadCount>(unreadNotificationsKey, ({ count }) => ({ count: Math.max(0, count - 1) }));
    try {
      await apiPut<Notification>(ApiRoutes.notificationRead(notification.id));
    } finally {
      void mutate(unreadNotificationsKey);
    }
  };
}
