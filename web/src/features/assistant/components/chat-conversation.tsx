import { useEffect, useRef, type CSSProperties } from 'react';
import { Col, Flex, Row } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { CHAT_SUGGESTIONS, type ChatMessage, type ChatProfile } from '../utils/chat-messages';
import { ChatBubble } from './chat-bubble';
import { ThinkingIndicator } from './thinking-indicator';

export interface ChatConversationProps {
  messages: ChatMessage[];
  pending: boolean;
  onSend: (text: string) => void;
  onSelectProfile: (profile: ChatProfile) => void;
  showTimes?: boolean;
  /** Size of the scrolling area (it scrolls by itself, never the page). */
  style?: CSSProperties;
}

/**
 * The message list: the welcome state with its two suggestion cards before the first message,
 * then the bubbles and, while a reply is pending, 'AI is thinking...'. Keeps the newest message in view.
 */
export function ChatConversation({
  messages,
  pending,
  onSend,
  onSelectProfile,
  showTimes,
  style,
}: ChatConversationProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = scroller.current;
    if (area) area.scrollTop = area.scrollHeight;
  }, [messages.length, pending]);

  return (
    <div ref={scroller} style={{ overflowY: 'auto', ...style }}>
      {!messages.length && !pending ? (
        <Welcome onSend={onSend} />
      ) : (
        <Flex vertical gap={12} aria-label="Chat messages" role="log">
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              message={message}
              onSelectProfile={onSelectProfile}
              showTime={showTimes}
            />
          ))}
          {pending && <ThinkingIndicator />}
        </Flex>
      )}
    </div>
  );
}

/** The welcome state with its two suggestion cards; each sends its question. */
function Welcome({ onSend }: Pick<ChatConversationProps, 'onSend'>) {
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '24px 8px' }}>
      <Title level={4} style={{ margin: 0 }}>
        How can I help you today?
      </Title>
      <Text type="secondary">
        Ask me about growing your network, finding colleagues or your career.
      </Text>
      <Row gutter={[12, 12]} style={{ width: '100%', maxWidth: 560 }}>
        {CHAT_SUGGESTIONS.map((suggestion) => (
          <Col key={suggestion.title} xs={24} sm={12}>
            <Card
              hoverable
              size="small"
              role="button"
              tabIndex={0}
              onClick={() => onSend(suggestion.message)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSend(suggestion.message);
                }
              }}
            >
              <Text strong>{suggestion.title}</Text>
              <br />
              <Text type="secondary">{suggestion.message}</Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
