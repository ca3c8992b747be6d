import { useState } from 'react';
import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import { Card } from '@/components/ui/card';
import { Title } from '@/components/ui/typography';
import type { Notification } from '@docnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getNotifications, useLatestNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { mergeNotificationPages } from '../utils/notification-cache';
import { NotificationItem } from './notification-item';

/**
 * /notifications: every notification, newest first. The first page is the shared (live) cache entry; 'Load
 * more' appends the next pages, offset by what is shown (live arrivals shift the server's pages, duplicates drop).
 */
export function NotificationsPage() {
  const { data, error, isLoading } = useLatestNotifications();
  const [older, setOlder] = useState<Notification[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const markAllRead = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();

  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (error || !data) return <Alert type="error" showIcon message="Failed to load notifications. Please try again." />;

  const shown = mergeNotificationPages(data.notifications, older);
  const hasMore = shown.length < data.total;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = await getNotifications(shown.length);
      setOlder((current) => [...current, ...page.notifications]);
    } catch (failure) {
      toast({ title: 'Failed to load notifications. Please try again.', description: serverMessage(failure), variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  };

  const open = (notification: Notification) => {
    setOlder((current) => current.map((item) => (item.id === notification.id ? { ...item, read: true } : item)));
    openNotification(notification);
  };

  const readAll = async () => {
    if (await markAllRead()) setOlder((current) => current.map((item) => ({ ...item, read: true })));
  };

  return (
    <Card
      title={
        <Title level={1} style={{ fontSize: 22, margin: 0 }}>
          Notifications
        </Title>
      }
      extra={
        <Button disabled={!data.unreadCount} onClick={() => void readAll()}>
          Mark all as read
        </Button>
      }
      style={{ maxWidth: 760, margin: '0 auto' }}
    >
      {shown.length ? (
        <Flex vertical gap={4} aria-label="All notifications">
          {shown.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
          {hasMore && (
            <Button block loading={loadingMore} onClick={() => void loadMore()} style={{ marginTop: 12 }}>
              Load more
            </Button>
          )}
        </Flex>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No notifications yet. Connection requests, likes, comments and messages will show up here."
        />
      )}
    </Card>
  );
}
