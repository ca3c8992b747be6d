import { Badge, Flex, theme } from 'antd';
import { Text } from '@/components/ui/typography';
import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatRelativeTime } from '@/utils/format';

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification: who (avatar) and what, when; unread ones are tinted, bold and dotted. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { token } = theme.useToken();
  const unread = !notification.read;
  return (
    <button
      type="button"
      data-testid="notification-item"
      data-unread={unread}
      onClick={() => onOpen(notification)}
      style={{
        display: 'block',
        width: '100%',
        padding: '10px 12px',
        border: 'none',
        borderRadius: token.borderRadius,
        background: unread ? token.colorPrimaryBg : 'transparent',
        color: token.colorText,
        textAlign: 'left',
        cursor: 'pointer',
        font: 'inherit',
      }}
    >
      <Flex gap={12} align="flex-start">
        {notification.actor ? (
          <UserAvatar name={notification.actor.name} src={notification.actor.profilePicture} size={36} />
        ) : (
          <Flex align="center" justify="center" style={{ width: 36, height: 36, flexShrink: 0, fontSize: 18, color: token.colorPrimary }}>
            <BellOutlined />
          </Flex>
        )}
        <Flex vertical flex={1} style={{ minWidth: 0 }}>
          <Text strong={unread}>{notification.text}</Text>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {formatRelativeTime(notification.createdAt)}
          </Text>
        </Flex>
        {/* A still dot: antd's 'processing' badge pulses forever, and a hundred of them kept the main thread busy while scrolling. */}
        {unread && <Badge color={token.colorPrimary} title="Unread" />}
      </Flex>
    </button>
  );
}
