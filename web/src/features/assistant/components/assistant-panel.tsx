import { useEffect, useState } from 'react';
import { Button, Flex, FloatButton, theme } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { CloseOutlined, ExpandOutlined, MinusOutlined, RobotOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAssistantStore } from '../stores/assistant-store';
import { ChatConversation } from './chat-conversation';
import { ChatErrorBoundary } from './chat-error-boundary';
import { ChatInput } from './chat-input';
import { ProfilePreview } from './profile-preview';

/**
 * The floating assistant for signed-in members: a round button opens a full-screen panel that can
 * be minimized to a bottom bar (Expand, close). Choosing a recommended professional shows its 'Profile Details'
 * beside the conversation inside the panel. The panel stays away from the chat screen, which shows the same
 * conversation itself.
 */
export function AssistantPanel() {
  const { pathname } = useLocation();
  const panel = useAssistantStore((state) => state.panel);
  const reset = useAssistantStore((state) => state.reset);
  // Mounted only for a signed-in member: leaving (sign-out) forgets the conversation.
  useEffect(() => reset, [reset]);
  if (pathname.toLowerCase().startsWith(paths.assistant.getHref())) return null;
  return (
    <ChatErrorBoundary>
      {panel !== 'open' && <ReservedSpace />}
      {panel === 'closed' && <OpenButton />}
      {panel === 'minimized' && <MinimizedBar />}
      {panel === 'open' && <FullPanel />}
    </ChatErrorBoundary>
  );
}

/** Room under the button's corner (24 px + 56 px + a margin) at the end of every page, so the last Send, counter or Connect can scroll clear of it. */
const RESERVED_HEIGHT_PX = 96;

function ReservedSpace() {
  return <div aria-hidden style={{ height: RESERVED_HEIGHT_PX }} />;
}

const isTextField = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(element.type)) ||
  (element instanceof HTMLElement && element.isContentEditable);

/**
 * True while the member types in a text field: the button then steps aside, since Send and the character
 * counters sit next to the field being typed in (on a phone the button covered both). It comes back a moment
 * after the field loses focus, so it never appears under a click that is on its way to Send.
 */
function useTyping(): boolean {
  const [typing, setTyping] = useState(() => isTextField(document.activeElement));
  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      if (isTextField(document.activeElement)) setTyping(true);
      else timer = window.setTimeout(() => setTyping(isTextField(document.activeElement)), 400);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}

function OpenButton() {
  const openPanel = useAssistantStore((state) => state.openPanel);
  const { token } = theme.useToken();
  const typing = useTyping();
  if (typing) return null;
  return (
    <FloatButton
      type="primary"
      shape="circle"
      icon={<RobotOutlined />}
      tooltip="AI Assistant"
      aria-label="Open AI Assistant"
      onClick={openPanel}
      // Below dialogs and drawers (zIndexPopupBase), so it never covers a dialog's Publish or counter.
      style={{
        insetInlineEnd: 24,
        insetBlockEnd: 24,
        width: 56,
        height: 56,
        zIndex: token.zIndexPopupBase - 1,
      }}
    />
  );
}

function MinimizedBar() {
  const { token } = theme.useToken();
  const { openPanel, closePanel, pending } = useAssistantStore();
  return (
    <Flex
      role="region"
      aria-label="AI Assistant (minimized)"
      justify="space-between"
      align="center"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1000,
        padding: '8px 16px',
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Flex align="center" gap={8}>
        <RobotOutlined />
        <Text strong>AI Assistant</Text>
        {pending && <Text type="secondary">AI is thinking...</Text>}
      </Flex>
      <Flex gap={8}>
        <Button icon={<ExpandOutlined />} onClick={openPanel}>
          Expand
        </Button>
        <Button icon={<CloseOutlined />} aria-label="Close" onClick={closePanel} />
      </Flex>
    </Flex>
  );
}

function FullPanel() {
  const { token } = theme.useToken();
  const { messages, pending, selectedProfile, refused, send, selectProfile, minimizePanel, closePanel } =
    useAssistantStore();
  return (
    <Flex
      vertical
      role="dialog"
      aria-label="AI Assistant"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: token.colorBgLayout }}
    >
      <Flex
        justify="space-between"
        align="center"
        gap={8}
        style={{
          padding: '12px 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" gap={8}>
          <RobotOutlined style={{ fontSize: 20, color: token.colorPrimary }} />
          <Title level={4} style={{ margin: 0 }}>
            AI Assistant
          </Title>
        </Flex>
        <Flex align="center" gap={8}>
          <Link to={paths.assistant.getHref()} onClick={closePanel}>
            Open full screen
          </Link>
          <Button icon={<MinusOutlined />} aria-label="Minimize" onClick={minimizePanel} />
          <Button icon={<CloseOutlined />} aria-label="Close" onClick={closePanel} />
        </Flex>
      </Flex>
      <Flex
        gap={16}
        style={{ flex: 1, minHeight: 0, padding: 16, width: '100%', maxWidth: 1200, margin: '0 auto' }}
      >
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
          <ChatConversation
            messages={messages}
            pending={pending}
            onSend={(text) => void send(text)}
            onSelectProfile={selectProfile}
            showTimes
            style={{ flex: 1, minHeight: 0 }}
          />
          <ChatInput
            pending={pending}
            onSend={(text) => void send(text)}
            refused={refused}
            onConfirm={(text, confirmation) => void send(text, confirmation)}
          />
        </Flex>
        {selectedProfile && (
          <Card
            title="Profile Details"
            extra={
              <Button
                type="text"
                icon={<CloseOutlined />}
                aria-label="Close profile details"
                onClick={() => selectProfile(null)}
              />
            }
            style={{ width: 340, maxWidth: '45%', overflowY: 'auto' }}
          >
            <ProfilePreview profile={selectedProfile} onOpenProfile={minimizePanel} />
          </Card>
        )}
      </Flex>
    </Flex>
  );
}
