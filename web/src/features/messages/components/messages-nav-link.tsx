import { Badge, theme } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUnreadMessages } from '../api/get-unread-messages';
import { useLiveMessages } from '../hooks/use-live-messages';

/**
 * The navigation bar's Messages icon with the count of unread messages, leading to /messages. Mounted while
 * signed in, it also applies the live stream's message events to the caches.
 */
export function MessagesNavLink({ viewerId }: { viewerId: number }) {
  const { token } = theme.useToken();
  const { data } = useUnreadMessages();
  const count = data?.count ?? 0;
  useLiveMessages(viewerId);
  return (
    <Link
      to={paths.messages.getHref()}
      aria-label={count ? `Messages, ${count} unread` : 'Messages'}
      style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 40, color: token.colorText }}
    >
      <Badge count={count} size="small" data-testid="messages-count">
        <MessageOutlined style={{ fontSize: 20, color: token.colorText }} />
      </Badge>
    </Link>
  );
}
