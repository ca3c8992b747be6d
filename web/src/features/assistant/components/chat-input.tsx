import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { AI_CHAT_MESSAGE_MAX } from '@docnet/contracts';
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
}

/**
 * The multi-line chat input (part 2 §2.13): grows with its text from 60 to 120 px, Enter sends and Shift+Enter
 * adds a line; the send button is disabled while the text is blank or a reply is pending, the input while a
 * reply is pending.
 */
export function ChatInput({ pending, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<TextAreaRef>(null);

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

  return (
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
}
