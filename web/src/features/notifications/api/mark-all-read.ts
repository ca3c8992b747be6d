import { useSWRConfig } from 'swr';
import { ApiRoutes, type NotificationList, type UnreadCount } from '@docnet/contracts';
import { apiPut, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withAllRead } from '../utils/notification-cache';
import { latestNotificationsKey } from './get-notifications';
import { unreadNotificationsKey } from './get-unread-count';

/** PUT /api/notifications/read-all: every notification read, the badge at 0; a refusal restores the server's state. */
export function useMarkAllNotificationsRead() {
  const { mutate } = useSWRConfig();
  return async function markAllRead(): Promise<boolean> {
    try {
      const count = await apiPut<UnreadCount>(ApiRoutes.notificationsReadAll);
      await mutate<UnreadCount>(unreadNotificationsKey, count ?? { count: 0 }, { revalidate: false });
      await mutate<NotificationList>(latestNotificationsKey, withAllRead, { revalidate: false });
      return true;
    } catch (error) {
      toast({
        title: 'Could not mark notifications as read',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      void mutate(unreadNotificationsKey);
      void mutate(latestNotificationsKey);
      return false;
    }
  };
}
