import { Badge, Empty, Flex, theme } from 'antd';
import { Text } from '@/components/ui/typography';
import type { Conversation } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatRelativeTime } from '@/utils/format';

export interface ConversationListProps {
  conversations: Conversation[];
  selectedId: number | null;
  viewerId: number;
  onSelect: (conversation: Conversation) => void;
}

/** The member's conversations, latest activity first: the other member, the last message, an unread marker. */
export function ConversationList({ conversations, selectedId, viewerId, onSelect }: ConversationListProps) {
  const { token } = theme.useToken();
  if (!conversations.length) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No conversations yet. Open a connection's profile and choose Message to start one."
        style={{ padding: 24 }}
      />
    );
  }
  return (
    <Flex vertical role="list" aria-label="Conversations">
      {conversations.map((conversation) => {
        const unread = conversation.unreadCount > 0;
        const selected = conversation.id === selectedId;
        const last = conversation.lastMessage;
        return (
          <button
            key={conversation.id}
            type="button"
            role="listitem"
            data-testid="conversation-row"
            data-unread={unread}
            aria-current={selected ? 'true' : undefined}
            onClick={() => onSelect(conversation)}
            style={{
              display: 'block',
              width: '100%',
              padding: '12px 16px',
              border: 'none',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              background: selected ? token.colorPrimaryBg : 'transparent',
              color: token.colorText,
              textAlign: 'left',
              cursor: 'pointer',
              font: 'inherit',
            }}
          >
            <Flex gap={12} align="center">
              <UserAvatar name={conversation.member.name} src={conversation.member.profilePicture} size={40} />
              <Flex vertical flex={1} style={{ minWidth: 0 }}>
                <Flex justify="space-between" gap={8}>
                  <Text strong={unread} ellipsis>
                    {conversation.member.name}
                  </Text>
                  {last && (
                    <Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>
                      {formatRelativeTime(last.sentAt)}
                    </Text>
                  )}
                </Flex>
                <Flex justify="space-between" gap={8} align="center">
                  <Text type={unread ? undefined : 'secondary'} strong={unread} ellipsis style={{ fontSize: 13 }}>
                    {last ? `${last.senderId === viewerId ? 'You: ' : ''}${last.body}` : 'No messages yet'}
                  </Text>
                  {unread && <Badge count={conversation.unreadCount} size="small" title={`${conversation.unreadCount} unread`} data-testid="conversation-unread" />}
                </Flex>
              </Flex>
            </Flex>
          </button>
        );
      })}
    </Flex>
  );
}
