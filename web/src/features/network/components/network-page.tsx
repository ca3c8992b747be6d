import { Badge, Col, Flex, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Title } from '@/components/ui/typography';
import type { User } from '@docnet/contracts';
import { acceptedOf, sentRequestsOf } from '@/lib/connection-state';
import { useConnections, useSendConnection } from '@/lib/connections';
import { useAnswerConnection } from '../api/answer-connection';
import { usePendingRequests } from '../api/get-pending-requests';
import { useSuggestions } from '../api/get-suggestions';
import { useWithdrawConnection } from '../api/withdraw-connection';
import { useConnectionStates } from '../hooks/use-connection-states';
import { useLiveConnectionLists } from '../hooks/use-live-connection-lists';
import { AiRecommendationsTab } from './ai-recommendations-tab';
import { ConnectionsTab } from './connections-tab';
import { NetworkStatisticsCard } from './network-statistics-card';
import { PendingRequestsTab } from './pending-requests-tab';
import { SuggestionsTab } from './suggestions-tab';

const networkTabs = ['connections', 'pending', 'suggestions', 'ai-recommendations'] as const;
type NetworkTab = (typeof networkTabs)[number];

const isNetworkTab = (value: string | null): value is NetworkTab => (networkTabs as readonly (string | null)[]).includes(value);

/**
 * /network, My Network: connections, pending requests received and sent (counted together on the badge and in
 * the statistics: 'Pending Requests 0' with three requests out read as if they were lost), suggestions and
 * the AI recommendations, beside the 'Network Statistics' card. The open tab is in the URL (?tab=), so a request's
 * notification opens the requests; the lists follow the live stream. On a phone the statistics come after the
 * tabs: first, they filled the whole first screen.
 */
export function NetworkPage({ viewer }: { viewer: User }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: NetworkTab = isNetworkTab(requested) ? requested : 'connections';
  const setTab = (key: NetworkTab) => setParams(key === 'connections' ? {} : { tab: key }, { replace: true });
  useLiveConnectionLists();
  const connections = useConnections(true);
  const pending = usePendingRequests();
  const suggestions = useSuggestions();
  const stateOf = useConnectionStates(viewer.id);
  const { answer } = useAnswerConnection();
  const { withdraw } = useWithdrawConnection();
  const { connect } = useSendConnection(viewer.id);

  const accepted = connections.error ? [] : acceptedOf(connections.data);
  const requests = pending.error ? [] : (pending.data ?? []);
  const sent = connections.error ? [] : sentRequestsOf(connections.data, viewer.id);
  const pendingCount = requests.length + sent.length;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={{ span: 24, order: 2 }} md={{ span: 8, order: 1 }} lg={6}>
        <NetworkStatisticsCard connected={accepted.length} pending={pendingCount} />
      </Col>
      <Col xs={{ span: 24, order: 1 }} md={{ span: 16, order: 2 }} lg={18}>
        <Card>
          <Flex vertical gap={8}>
            <Title level={1} style={{ fontSize: 24, margin: 0 }}>
              My Network
            </Title>
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(isNetworkTab(key) ? key : 'connections')}
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
                      <Badge count={pendingCount} aria-label={`${pendingCount} pending`} data-testid="pending-count" />
                    </Flex>
                  ),
                  children: (
                    <PendingRequestsTab
                      requests={requests}
                      sent={sent}
                      isLoading={pending.isLoading}
                      failed={!!pending.error}
                      onAnswer={answer}
                      onWithdraw={withdraw}
                    />
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
                {
                  key: 'ai-recommendations',
                  label: 'AI Assistant',
                  children: <AiRecommendationsTab stateOf={stateOf} onConnect={connect} />,
                },
              ]}
            />
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
