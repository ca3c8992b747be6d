import { Button, Flex } from 'antd';
import { Text } from '@/components/ui/typography';
import type { ChatProfile, ChatRecommendation } from '../utils/chat-messages';
import { matchPercentage } from '../utils/chat-messages';

export interface RecommendationsBlockProps {
  recommendations: ChatRecommendation[];
  onSelect: (profile: ChatProfile) => void;
}

/** Recommended professionals under an assistant reply: name, specialty, match score; choosing one selects it. */
export function RecommendationsBlock({ recommendations, onSelect }: RecommendationsBlockProps) {
  return (
    <Flex vertical gap={6} aria-label="Recommended professionals" role="group" style={{ marginTop: 8 }}>
      {recommendations.map((recommendation) => {
        const profile = { ...recommendation.user, id: recommendation.userId };
        return (
          <Button
            key={recommendation.userId}
            block
            onClick={() => onSelect(profile)}
            style={{ height: 'auto', padding: '6px 12px', textAlign: 'left', whiteSpace: 'normal' }}
          >
            <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
              <Flex vertical>
                <Text strong>{profile.name}</Text>
                {profile.specialty && <Text type="secondary">{profile.specialty}</Text>}
              </Flex>
              <Text type="success">{matchPercentage(recommendation.score)}</Text>
            </Flex>
          </Button>
        );
      })}
    </Flex>
  );
}
