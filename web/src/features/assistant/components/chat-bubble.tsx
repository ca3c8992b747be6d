import { Flex, theme } from 'antd';
import { Text } from '@/components/ui/typography';
import { dayjs } from '@/lib/dayjs';
import { Link } from 'react-router-dom';
import { messageParts, recommendationsToShow, type ChatMessage, type ChatProfile } from '../utils/chat-messages';
import { RecommendationsBlock } from './recommendations-block';

export interface ChatBubbleProps {
  message: ChatMessage;
  onSelectProfile: (profile: ChatProfile) => void;
  showTime?: boolean;
}

/** One chat bubble: the member's on the right, the assistant's on the left with its recommendations block. */
export function ChatBubble({ message, onSelectProfile, showTime = false }: ChatBubbleProps) {
  const { token } = theme.useToken();
  const mine = message.role === 'user';
  const recommendations = recommendationsToShow(message);
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} data-testid={`chat-message-${message.role}`}>
      <div
        style={{
          maxWidth: '85%',
          padding: '8px 12px',
          borderRadius: 12,
          background: mine ? token.colorPrimary : token.colorFillTertiary,
          color: mine ? token.colorWhite : token.colorText,
        }}
      >
        <div data-testid="chat-message-content" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mine
            ? message.content
            : messageParts(message.content).map((part, index) =>
                'to' in part ? (
                  <Link key={index} to={part.to} style={{ textDecoration: 'underline' }}>
                    {part.text}
                  </Link>
                ) : (
                  part.text
                ),
              )}
        </div>
        {recommendations && (
          <RecommendationsBlock recommendations={recommendations} onSelect={onSelectProfile} />
        )}
        {showTime && (
          // In full colour: faded, the small time fell under 4.5:1 on the member's blue bubble.
          <Text style={{ fontSize: 11, color: 'inherit' }}>
            {dayjs(message.timestamp).format('LT')}
          </Text>
        )}
      </div>
    </Flex>
  );
}
