import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Skeleton, theme } from 'antd';
import { Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import type { Conversation, DirectMessage } from '@docnet/contracts';
import { LazyReportDialog, type ReportTarget } from '@/components/report/lazy-report-dialog';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-stream';
import { toast } from '@/lib/toast';
import { formatRelativeTime } from '@/utils/format';
import { getOlderMessages, useLatestMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../api/send-message';
import { mergeMessages, seenMessageId, withReceipts } from '../utils/message-cache';
import { MessageComposer } from './message-composer';

export interface MessageThreadProps {
  conversation: Conversation;
  viewerId: number;
  /** On a narrow screen: back to the conversation list. */
  onBack?: () => void;
}

/**
 * One conversation: the newest page (live), older pages on request, 'Seen' under the member's last message once
 * the other member has read it, Report under the other member's messages, and the composer. While it is
 * open, whatever arrives is marked read.
 */
export function MessageThread({ conversation, viewerId, onBack }: MessageThreadProps) {
  const { token } = theme.useToken();
  const { data, error, isLoading } = useLatestMessages(conversation.id);
  const [older, setOlder] = useState<DirectMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const send = useSendMessage(viewerId);
  const markRead = useMarkConversationRead();
  const marking = useRef(false);
  const scroller = useRef<HTMLDivElement>(null);

  // Receipts for messages on the older pages (the cached newest page is updated by the live hook).
  useLiveEvents((event) => {
    if (event.type === 'conversation-read' && event.conversationId === conversation.id) setOlder((current) => withReceipts(current, event, viewerId));
  });

  useEffect(() => {
    if (conversation.unreadCount <= 0 || marking.current) return;
    marking.current = true;
    markRead(conversation.id)
      .catch((failure: unknown) => console.warn('Failed to mark the conversation read', failure))
      .finally(() => {
        marking.current = false;
      });
  }, [conversation.id, conversation.unreadCount, markRead]);

  const messages = mergeMessages(older, data?.messages ?? []);
  const newestId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  const hasMore = olderHasMore ?? data?.hasMore ?? false;
  const loadOlder = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await getOlderMessages(conversation.id, oldest.id);
      setOlder((current) => mergeMessages(page.messages, current));
      setOlderHasMore(page.hasMore);
    } catch (failure) {
      toast({ title: 'Failed to load messages. Please try again.', description: serverMessage(failure), variant: 'destructive' });
    } finally {
      setLoadingOlder(false);
    }
  };

  const seenId = seenMessageId(messages, viewerId);
  const { member } = conversation;

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} aria-label={`Conversation with ${member.name}`}>
      <Flex align="center" gap={12} style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {onBack && (
          <Button type="text" onClick={onBack} aria-label="All conversations">
            ←
          </Button>
        )}
        <UserAvatar name={member.name} src={member.profilePicture} size={40} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={paths.profile.getHref(member.id)}>
            <Text strong>{member.name}</Text>
          </Link>
          {member.specialty && (
            <Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {member.specialty}
            </Text>
          )}
        </Flex>
      </Flex>
      <div ref={scroller} style={{ flex: 1, overflowY: 'auto', padding: 16, minHeight: 240 }} data-testid="message-list">
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : error ? (
          <Alert type="error" showIcon message={serverMessage(error) ?? 'Failed to load messages. Please try again.'} />
        ) : (
          <Flex vertical gap={8}>
            {hasMore && (
              <Button size="small" loading={loadingOlder} onClick={() => void loadOlder()} style={{ alignSelf: 'center' }}>
                Load older messages
              </Button>
            )}
            {!messages.length && (
              <Text type="secondary" style={{ textAlign: 'center' }}>
                No messages yet. Say hello to {member.name}.
              </Text>
            )}
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.senderId === viewerId}
                seen={message.id === seenId}
                onReport={() => setReporting({ targetType: 'message', targetId: message.id, conversationId: conversation.id })}
              />
            ))}
          </Flex>
        )}
      </div>
      <div style={{ padding: 16, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <LazyReportDialog target={reporting} onClose={() => setReporting(null)} />
        <MessageComposer canSend={conversation.canSend} onSend={(body, phiConfirmation) => send(conversation.id, body, phiConfirmation)} />
      </div>
    </Flex>
  );
}

function MessageBubble({ message, own, seen, onReport }: { message: DirectMessage; own: boolean; seen: boolean; onReport: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align={own ? 'flex-end' : 'flex-start'} data-testid="message" data-own={own}>
      <div
        style={{
          maxWidth: '75%',
          padding: '8px 12px',
          borderRadius: 12,
          background: own ? token.colorPrimary : token.colorFillSecondary,
          color: own ? token.colorTextLightSolid : token.colorText,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.body}
      </div>
      <Flex gap={6}>
        <Text type="secondary" style={{ fontSize: 11 }} title={new Date(message.sentAt).toLocaleString()}>
          {formatRelativeTime(message.sentAt)}
        </Text>
        {seen && (
          <Text type="secondary" style={{ fontSize: 11 }}>
            Seen
          </Text>
        )}
        {!own && (
          <Button type="link" size="small" style={{ fontSize: 11, padding: 0, height: 'auto' }} onClick={onReport}>
            Report
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
