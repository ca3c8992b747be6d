import { useNavigate } from 'react-router-dom';
import type { Notification } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** Clicking a notification marks it read and opens its link (a profile, a content, /network, /messages?with=…). */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification: Notification) => {
    // Reading is bookkeeping: a failed mark must not keep the member from what the notification points to.
    markRead(notification).catch((error: unknown) => console.warn('Failed to mark the notification read', error));
    onOpened?.();
    const link = linkOf(notification);
    if (link) navigate(link);
  };
}

/** A request's notification opens the requests waiting for an answer, not the connections (its link is /network). */
function linkOf(notification: Notification): string | null {
  if (notification.type === 'connectionRequests' && notification.link === paths.network.getHref()) return paths.network.getHref('pending');
  return notification.link;
}
