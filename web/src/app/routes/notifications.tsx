import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /notifications: every notification of the signed-in member. */
export function NotificationsRoute() {
  return <NotificationsPage />;
}
