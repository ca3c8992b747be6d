import { useState } from 'react';
import { Badge, Button, Empty, Flex, Popover, Skeleton } from 'antd';
import { Text } from '@/components/ui/typography';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLiveStreamStatus } from '@/lib/live-stream';
import { useLatestNotifications } from '../api/get-notifications';
import { useUnreadNotifications } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

/** How many of the newest notifications the bell's list shows; the rest are on /notifications. */
const BELL_LIST_SIZE = 6;

/**
 * The navigation bar's bell: the unread count on a badge and, on click, the newest notifications with
 * 'Mark all as read' and a link to the full list. Mounted while signed in, it also applies the live stream's
 * notification events to the caches.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data: unread } = useUnreadNotifications();
  const count = unread?.count ?? 0;
  const liveStatus = useLiveStreamStatus((state) => state.status);
  useLiveNotifications();

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // Shifted along the bar rather than flipped: under a bell near a phone's right edge, a panel aligned to the
      // bell's right started left of the screen and hid its heading and line starts.
      align={{ overflow: { shiftX: true, adjustY: true } }}
      arrow={false}
      destroyOnHidden
      // Drawn right after the bell, not at the end of the page, so Tab goes from the bell into the list.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      content={<BellList unreadCount={count} close={() => setOpen(false)} />}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
        aria-expanded={open}
        data-live-stream={liveStatus}
        style={{ width: 40, height: 40 }}
      >
        <Badge count={count} size="small" data-testid="notifications-count">
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

function BellList({ unreadCount, close }: { unreadCount: number; close: () => void }) {
  const { data, error, isLoading } = useLatestNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification(close);
  const latest = (data?.notifications ?? []).slice(0, BELL_LIST_SIZE);

  return (
    <Flex vertical gap={8} style={{ width: 360, maxWidth: 'calc(100vw - 48px)' }} aria-label="Latest notifications">
      <Flex justify="space-between" align="center">
        <Text strong>Notifications</Text>
        <Button type="link" size="small" disabled={!unreadCount} onClick={() => void markAllRead()}>
          Mark all as read
        </Button>
      </Flex>
      {isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : error ? (
        <Text type="danger">Failed to load notifications. Please try again.</Text>
      ) : latest.length ? (
        <Flex vertical gap={2} style={{ maxHeight: 420, overflowY: 'auto' }}>
          {latest.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
          ))}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
      )}
      <Link to={paths.notifications.getHref()} onClick={close} style={{ textAlign: 'center' }}>
        See all notifications
      </Link>
    </Flex>
  );
}
