import { useState } from 'react';
import { Badge, Col, Flex, Row, Tabs } from 'antd';
import { Card } from '@/components/ui/card';
import { Title } from '@/components/ui/typography';
import type { User } from '@docnet/contracts';
import { acceptedOf } from '@/lib/connection-state';
import { useConnections, useSendConnection } from '@/lib/connections';
import { useAnswerConnection } from '../api/answer-connection';
import { usePendingRequests } from '../api/get-pending-requests';
import { useSuggestions } from '../api/get-suggestions';
import { useConnectionStates } from '../hooks/use-connection-states';
import { AiRecommendationsTab } from './ai-recommendations-tab';
import { ConnectionsTab } from './connections-tab';
import { NetworkStatisticsCard } from './network-statistics-card';
import { PendingRequestsTab } from './pending-requests-tab';
import { SuggestionsTab } from './suggestions-tab';

type NetworkTab = 'connections' | 'pending' | 'suggestions' | 'ai-recommendations';

/**
 * /network, My Network (part 2 §2.3): connections, pending requests (with a count badge), suggestions and
 * the AI recommendations, beside the 'Network Statistics' card.
 */
export function NetworkPage({ viewer }: { viewer: User }) {
  const [tab, setTab] = useState<NetworkTab>('connections');
  const connections = useConnections(true);
  const pending = usePendingRequests();
  const suggestions = useSuggestions();
  const stateOf = useConnectionStates(viewer.id);
  const { answer } = useAnswerConnection();
  const { connect } = useSendConnection(viewer.id);

  const accepted = connections.error ? [] : acceptedOf(connections.data);
  const requests = pending.error ? [] : (pending.data ?? []);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={8} lg={6}>
        <NetworkStatisticsCard connected={accepted.length} pending={requests.length} />
      </Col>
      <Col xs={24} md={16} lg={18}>
        <Card>
          <Flex vertical gap={8}>
            <Title level={1} style={{ fontSize: 24, margin: 0 }}>
              My Network
            </Title>
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as NetworkTab)}
              items={[
                {
                  key: 'connections',
                  label: 'Connections',
                  children: (
                    <ConnectionsTab connections={accepted} isLoading={connections.isLoading} failed={!!connections.error} />
                  ),
                },
                {
                  key: 'pending',
                  label: (
                    <Flex align="center" gap={6}>
                      Pending Requests
                      <Badge count={requests.length} aria-label={`${requests.length} pending`} data-testid="pending-count" />
                    </Flex>
                  ),
                  children: (
                    <PendingRequestsTab requests={requests} isLoading={pending.isLoading} failed={!!pending.error} onAnswer={answer} />
                  ),
                },
                {
                  key: 'suggestions',
                  label: 'Suggestions',
                  children: (
                    <SuggestionsTab
                      suggestions={suggestions.error ? [] : (suggestions.data ?? [])}
                      isLoading={suggestions.isLoading}
                      failed={!!suggestions.error}
                      stateOf={stateOf}
                      onConnect={connect}
                    />
                  ),
                },
                { key: 'ai-recommendations', label: 'AI Assistant', children: <AiRecommendationsTab /> },
              ]}
            />
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
