import { useEffect, useState } from 'react';
import { Alert, Col, Grid, Row, Skeleton, theme } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { useSearchParams } from 'react-router-dom';
import { MessagingTexts, type Conversation } from '@docnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { useOpenConversation } from '@/lib/open-conversation';
import { useUpdateCached } from '@/lib/swr';
import { conversationsKey, useConversations } from '../api/get-conversations';
import { openConversation } from '../api/open-conversation';
import { withConversation } from '../utils/message-cache';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';

/** A positive whole number from a query parameter, else null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /messages: the conversation list beside the open thread (one at a time on a narrow screen).
 * ?conversation={id} selects a conversation; ?with={memberId} opens (or creates) the one with that connection
 * through the server, which refuses anyone who is not a connection: its message is shown.
 */
export function MessagesPage({ viewerId }: { viewerId: number }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isMobile = screens.md === false;
  const [params, setParams] = useSearchParams();
  const updateCached = useUpdateCached();
  const { data: conversations, error, isLoading } = useConversations();
  const [opened, setOpened] = useState<Conversation | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const withParam = params.get('with');
  const selectedId = idParam(params.get('conversation'));

  useEffect(() => {
    if (withParam === null) return;
    const memberId = idParam(withParam);
    if (memberId === null) {
      setOpenError(MessagingTexts.memberRequired);
      return;
    }
    let current = true;
    setOpenError(null);
    openConversation(memberId)
      .then(async (conversation) => {
        await updateCached<Conversation[]>(conversationsKey, (list) => withConversation(list, conversation));
        if (!current) return;
        setOpened(conversation);
        setParams({ conversation: String(conversation.id) }, { replace: true });
      })
      .catch((failure: unknown) => {
        if (current) setOpenError(serverMessage(failure) ?? 'Could not open the conversation. Please try again.');
      });
    return () => {
      current = false;
    };
  }, [withParam, updateCached, setParams]);

  const selected = conversations?.find(({ id }) => id === selectedId) ?? (opened?.id === selectedId ? opened : null);
  // Shared so that a message from this member is not toasted while their thread is on screen.
  const setOpenMember = useOpenConversation((state) => state.setMemberId);
  const openMemberId = selected?.member.id ?? null;
  useEffect(() => {
    setOpenMember(openMemberId);
    return () => setOpenMember(null);
  }, [openMemberId, setOpenMember]);

  const select = (conversation: Conversation | null) =>
    setParams(conversation ? { conversation: String(conversation.id) } : {}, { replace: !conversation });

  const list = isLoading ? (
    <Skeleton active avatar paragraph={{ rows: 4 }} style={{ padding: 16 }} />
  ) : error ? (
    <Alert type="error" showIcon message="Failed to load conversations. Please try again." style={{ margin: 16 }} />
  ) : (
    <ConversationList conversations={conversations ?? []} selectedId={selectedId} viewerId={viewerId} onSelect={select} />
  );

  let thread;
  if (openError) thread = <Alert type="error" showIcon message={openError} style={{ margin: 16 }} />;
  else if (withParam !== null) thread = <Skeleton active paragraph={{ rows: 4 }} style={{ padding: 16 }} />;
  else if (selected) {
    thread = <MessageThread key={selected.id} conversation={selected} viewerId={viewerId} onBack={isMobile ? () => select(null) : undefined} />;
  } else if (selectedId !== null && conversations) {
    thread = <Alert type="warning" showIcon message={MessagingTexts.conversationNotFound} style={{ margin: 16 }} />;
  } else {
    thread = (
      <Text type="secondary" style={{ display: 'block', padding: 24, textAlign: 'center' }}>
        Choose a conversation to read and reply.
      </Text>
    );
  }

  const showThread = !isMobile || selectedId !== null || withParam !== null;
  const showList = !isMobile || !showThread;

  return (
    <Card
      title={
        <Title level={1} style={{ fontSize: 22, margin: 0 }}>
          Messages
        </Title>
      }
      styles={{ body: { padding: 0 } }}
    >
      <Row style={{ minHeight: 480 }}>
        {showList && (
          <Col xs={24} md={9} style={{ borderRight: isMobile ? undefined : `1px solid ${token.colorBorderSecondary}`, maxHeight: 640, overflowY: 'auto' }}>
            {list}
          </Col>
        )}
        {showThread && (
          <Col xs={24} md={15} style={{ display: 'flex', flexDirection: 'column', height: 640 }}>
            {thread}
          </Col>
        )}
      </Row>
    </Card>
  );
}
