import { useSWRConfig } from 'swr';
import type { NotificationList, UnreadCount } from '@docnet/contracts';
import { useLiveEvents } from '@/lib/live-stream';
import { useUpdateCached } from '@/lib/swr';
import { isAboutOpenConversation } from '@/lib/open-conversation';
import { toast } from '@/lib/toast';
import { latestNotificationsKey } from '../api/get-notifications';
import { unreadNotificationsKey } from '../api/get-unread-count';
import { withAllRead, withNotification } from '../utils/notification-cache';

/**
 * Keeps the bell and the lists current from the live stream: a new notification goes to the top of the cached
 * list with the server's unread count, and shows a short toast (not for a message in the open conversation); reading elsewhere (another tab) sets the count.
 * After a reconnect both are re-read.
 */
export function useLiveNotifications(): void {
  const { mutate } = useSWRConfig();
  const updateCached = useUpdateCached();
  useLiveEvents(
    (event) => {
      switch (event.type) {
        case 'notification':
          void updateCached<NotificationList>(latestNotificationsKey, (list) => withNotification(list, event.notification, event.unreadCount));
          void mutate<UnreadCount>(unreadNotificationsKey, { count: event.unreadCount }, { revalidate: false });
          // A message in the conversation the member is reading shows in the thread: no toast over it.
          if (!isAboutOpenConversation(event.notification)) toast({ title: 'New notification', description: event.notification.text });
          break;
        case 'notifications-read':
          void mutate<UnreadCount>(unreadNotificationsKey, { count: event.unreadCount }, { revalidate: false });
          if (event.unreadCount === 0) void updateCached<NotificationList>(latestNotificationsKey, withAllRead);
          else void mutate(latestNotificationsKey);
          break;
        case 'message':
        case 'conversation-read':
          break;
      }
    },
    () => {
      void mutate(unreadNotificationsKey);
      void mutate(latestNotificationsKey);
    },
  );
}
