import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { AI_CHAT_MESSAGE_MAX, type PhiConfirmation } from '@docnet/contracts';
import { PhiRefusalNotice } from '@/components/form/phi-refusal';
import type { RefusedTurn } from '../stores/assistant-store';
import {
  chatInputHeight,
  chatKeyAction,
  CHAT_INPUT_MAX_HEIGHT,
  CHAT_INPUT_MIN_HEIGHT,
  isSendable,
} from '../utils/chat-messages';

export const CHAT_PLACEHOLDER = 'Ask me about networking, career advice, or connections...';

export interface ChatInputProps {
  pending: boolean;
  onSend: (text: string) => void;
  /** A turn the PHI guard refused: its text comes back into the input, its findings above it. */
  refused?: RefusedTurn | null;
  /** Sends the input's text with the author's reason after a refusal. */
  onConfirm?: (text: string, confirmation: PhiConfirmation) => void;
}

/**
 * The multi-line chat input: grows with its text from 60 to 120 px, Enter sends and Shift+Enter
 * adds a line; the send button is disabled while the text is blank or a reply is pending, the input while a
 * reply is pending.
 */
export function ChatInput({ pending, onSend, refused, onConfirm }: ChatInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<TextAreaRef>(null);

  // A refused turn's text comes back, so nothing the member typed is lost.
  useEffect(() => {
    if (refused) setText(refused.text);
  }, [refused]);

  useLayoutEffect(() => {
    const area = ref.current?.resizableTextArea?.textArea;
    if (!area) return;
    // Measure from 'auto' so the box also shrinks when lines are removed ('auto' is not animated, so the
    // input's CSS transition cannot hand back the old height).
    area.style.height = 'auto';
    area.style.height = `${chatInputHeight(area.scrollHeight)}px`;
  }, [text]);

  const submit = () => {
    if (pending || !isSendable(text)) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      chatKeyAction({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      }) !== 'send'
    )
      return;
    event.preventDefault();
    submit();
  };

  const input = (
    <Flex gap={8} align="flex-end">
      <Input.TextArea
        ref={ref}
        aria-label="Message"
        placeholder={CHAT_PLACEHOLDER}
        value={text}
        disabled={pending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={AI_CHAT_MESSAGE_MAX}
        style={{ minHeight: CHAT_INPUT_MIN_HEIGHT, maxHeight: CHAT_INPUT_MAX_HEIGHT, resize: 'none' }}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        aria-label="Send message"
        disabled={pending || !isSendable(text)}
        onClick={submit}
      />
    </Flex>
  );
  // One tree with or without the notice, so the input keeps its focus and height when it comes or goes.
  return (
    <Flex vertical gap={0}>
      {refused && onConfirm && (
        <PhiRefusalNotice
        refusal={refused.refusal}
        fieldLabels={{ message: 'Message' }}
        busy={pending}
        onConfirm={(confirmation) => {
          if (!isSendable(text)) return;
          onConfirm(text, confirmation);
          setText('');
        }}
        />
      )}
      {input}
    </Flex>
  );
}
