import { Col, Flex, Row } from 'antd';
import { Card } from '@/components/ui/card';
import { useAssistantStore } from '../stores/assistant-store';
import { ChatConversation } from './chat-conversation';
import { ChatErrorBoundary } from './chat-error-boundary';
import { ChatInput } from './chat-input';
import { ContentViewer } from './profile-preview';

/**
 * The AI chat screen, two halves: the conversation with 'AI is thinking...' and the input on the
 * left, the 'Content Viewer' / 'Profile Details' on the right. It shares the floating panel's conversation.
 */
export function AssistantScreen() {
  const { messages, pending, selectedProfile, refused, send, selectProfile } = useAssistantStore();
  return (
    <ChatErrorBoundary>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="AI Assistant" styles={{ body: { padding: 16 } }}>
            <Flex vertical gap={12}>
              <ChatConversation
                messages={messages}
                pending={pending}
                onSend={(text) => void send(text)}
                onSelectProfile={selectProfile}
                style={{ height: 'calc(100vh - 360px)', minHeight: 280 }}
              />
              <ChatInput
            pending={pending}
            onSend={(text) => void send(text)}
            refused={refused}
            onConfirm={(text, confirmation) => void send(text, confirmation)}
          />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <ContentViewer profile={selectedProfile} />
        </Col>
      </Row>
    </ChatErrorBoundary>
  );
}
