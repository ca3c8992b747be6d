import { useNavigate } from 'react-router-dom';
import type { Notification } from '@docnet/contracts';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** Clicking a notification marks it read and opens its link (a profile, a content, /network, /messages?with=…). */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification: Notification) => {
    // Reading is bookkeeping: a failed mark must not keep the member from what the notification points to.
    markRead(notification).catch((error: unknown) => console.warn('Failed to mark the notification read', error));
    onOpened?.();
    if (notification.link) navigate(notification.link);
  };
}
