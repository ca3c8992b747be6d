import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import {
  MESSAGE_MAX_LENGTH,
  MessagingTexts,
  sendMessageSchema,
  type PhiConfirmation,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { PhiRefusalNotice } from '@/components/form/phi-refusal';
import { serverMessage } from '@/lib/api-client';
import { phiRefusalOf } from '@/lib/phi-findings';
import { toast } from '@/lib/toast';
import { composerKeyAction } from '../utils/composer-keys';

export interface MessageComposerProps {
  canSend: boolean;
  onSend: (body: string, phiConfirmation?: PhiConfirmation) => Promise<unknown>;
}

/**
 * The thread's composer: Enter sends, Shift+Enter adds a line, a counter up to MESSAGE_MAX_LENGTH. The text is
 * checked with the server's schema; a refusal puts it back and shows the server's message. Without a connection
 * (canSend false) it is disabled with the reason. A PHI refusal puts the text back and lists the findings
 * under the box, with 'Confirm with a reason'.
 */
export function MessageComposer({ canSend, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<PhiRefusalBody | null>(null);
  const sendable = canSend && !sending && sendMessageSchema.isValidSync({ body: text });

  const submit = async (phiConfirmation?: PhiConfirmation) => {
    if (!sendable) return;
    const body = sendMessageSchema.validateSync({ body: text }).body;
    // Cleared at once, so the box is empty by the time the message shows (perhaps first via the live stream).
    setText('');
    setSending(true);
    try {
      await onSend(body, phiConfirmation);
      setRefusal(null);
    } catch (error) {
      setText((current) => (current === '' ? body : current));
      const found = phiRefusalOf(error);
      setRefusal(found);
      if (found) return;
      toast({ title: 'Message not sent', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (composerKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
    event.preventDefault();
    void submit();
  };

  return (
    <Flex vertical gap={8}>
      {!canSend && (
        <Alert
          type="info"
          showIcon
          message={MessagingTexts.notConnected}
          description="You are no longer connected, so this conversation is read-only. Connect again to send messages."
        />
      )}
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label="Write a message"
          placeholder={canSend ? 'Write a message… (Enter to send, Shift+Enter for a new line)' : undefined}
          value={text}
          disabled={!canSend}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          style={{ flex: 1 }}
          status={refusal ? 'error' : undefined}
        />
        <Button type="primary" icon={<SendOutlined />} aria-label="Send" disabled={!sendable} loading={sending} onClick={() => void submit()} />
      </Flex>
      {refusal && (
        <PhiRefusalNotice
          refusal={refusal}
          fieldLabels={{ body: 'Message', message: 'Message' }}
          texts={{ body: text, message: text }}
          onConfirm={(confirmation) => submit(confirmation)}
          busy={sending}
        />
      )}
    </Flex>
  );
}
