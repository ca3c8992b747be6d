import { Alert, Empty, Flex, List, Rate, Skeleton, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import type { AiRecommendation, ConnectionUser } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { ApiError, serverMessage } from '@/lib/api-client';
import { connectionUserOf, type ConnectionState } from '@/lib/connection-state';
import type { ConnectWording } from '@/lib/connections';
import { useAiRecommendations } from '../api/get-ai-recommendations';
import { recommendationStars, scoreBadgeColour, type ScoreBadgeColour } from '../utils/recommendation-score';
import { SuggestionConnectButton } from './suggestion-connect-button';

const badgeColours: Record<ScoreBadgeColour, string> = {
  green: 'green',
  blue: 'blue',
  yellow: 'gold',
  gray: 'default',
};

/** The error's own message when the server gave one worth showing (a missing route says nothing to a member). */
function failureDetail(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Please try again later.';
  return serverMessage(error) ?? 'Please try again later.';
}

export interface AiRecommendationsTabProps {
  stateOf: (userId: number) => ConnectionState;
  onConnect: (user: ConnectionUser, wording: ConnectWording) => Promise<void>;
}

/**
 * The 'AI Assistant' tab: fetched when the tab opens; stars, score badge, reasoning, match factors,
 * and Connect on each pick as on the suggestions (without it, a member had to open each profile to connect).
 */
export function AiRecommendationsTab({ stateOf, onConnect }: AiRecommendationsTabProps) {
  const { data, error, isLoading } = useAiRecommendations();
  if (error) {
    return <Alert type="error" showIcon message="Unable to load AI recommendations." description={failureDetail(error)} />;
  }
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const recommendations = Array.isArray(data.recommendations) ? data.recommendations : [];
  if (!recommendations.length) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4}>
            <Text>No AI recommendations available at this time.</Text>
            <Text type="secondary">Complete your profile to get better recommendations!</Text>
          </Flex>
        }
      />
    );
  }
  return (
    <Flex vertical gap={12}>
      {data.summary && <Paragraph>{data.summary}</Paragraph>}
      <List
        aria-label="AI recommendations"
        dataSource={recommendations}
        rowKey={(item) => item.userId}
        renderItem={(item) => (
          <List.Item>
            <RecommendationCard recommendation={item} state={stateOf(item.userId)} onConnect={onConnect} />
          </List.Item>
        )}
      />
    </Flex>
  );
}

function RecommendationCard({
  recommendation,
  state,
  onConnect,
}: { recommendation: AiRecommendation; state: ConnectionState } & Pick<AiRecommendationsTabProps, 'onConnect'>) {
  const { user, score, reasoning, matchFactors } = recommendation;
  const member = connectionUserOf({ ...user, id: recommendation.userId });
  const where = [user.city, user.state].filter((part) => part && part.trim()).join(', ');
  const details = [user.specialty, user.affiliation, where].filter((part) => part && part.trim()).join(' · ');
  return (
    <Card size="small" style={{ width: '100%' }} aria-label={user.name}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Link to={paths.profile.getHref(recommendation.userId)}>
            <Text strong>{user.name}</Text>
          </Link>
          <Flex align="center" gap={8}>
            <Rate disabled value={recommendationStars(score)} count={5} style={{ fontSize: 14 }} aria-label={`${recommendationStars(score)} of 5 stars`} />
            <Tag color={badgeColours[scoreBadgeColour(score)]}>{Math.round(score)}% match</Tag>
          </Flex>
        </Flex>
        {details && <Text type="secondary">{details}</Text>}
        {reasoning && <Paragraph style={{ margin: 0 }}>{reasoning}</Paragraph>}
        {Array.isArray(matchFactors) && matchFactors.length > 0 && (
          <Flex wrap gap={4}>
            {matchFactors.map((factor) => (
              <Tag key={factor}>{factor}</Tag>
            ))}
          </Flex>
        )}
        <Flex justify="flex-end">
          <SuggestionConnectButton user={member} state={state} wording="network" onConnect={onConnect} />
        </Flex>
      </Flex>
    </Card>
  );
}
