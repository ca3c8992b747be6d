import { Alert, Empty, Flex, List, Skeleton } from 'antd';
import { Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { NETWORK_SUGGESTIONS_SHOWN, type ConnectionSuggestion, type ConnectionUser } from '@docnet/contracts';
import { paths } from '@/config/paths';
import type { ConnectionState } from '@/lib/connection-state';
import type { ConnectWording } from '@/lib/connections';
import { MemberRow } from './member-row';
import { SuggestionConnectButton } from './suggestion-connect-button';

export interface SuggestionsTabProps {
  suggestions: ConnectionSuggestion[];
  isLoading: boolean;
  failed: boolean;
  stateOf: (userId: number) => ConnectionState;
  onConnect: (user: ConnectionUser, wording: ConnectWording) => Promise<void>;
}

/** 'People you may know': at most 6 suggestions with Connect, and 'View More' to /search. */
export function SuggestionsTab({ suggestions, isLoading, failed, stateOf, onConnect }: SuggestionsTabProps) {
  let body;
  if (failed) body = <Alert type="error" showIcon message="Failed to load suggestions. Please try again." />;
  else if (isLoading) body = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (!suggestions.length) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No connection suggestions available">
        <Link to={paths.search.getHref()}>Search for Doctors</Link>
      </Empty>
    );
  } else {
    body = (
      <List
        aria-label="People you may know"
        dataSource={suggestions.slice(0, NETWORK_SUGGESTIONS_SHOWN)}
        rowKey={(user) => user.id}
        renderItem={(user) => (
          <List.Item>
            <MemberRow
              user={user}
              actions={<SuggestionConnectButton user={user} state={stateOf(user.id)} wording="network" onConnect={onConnect} />}
            />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Title level={2} style={{ fontSize: 18, margin: 0 }}>
          People you may know
        </Title>
        <Link to={paths.search.getHref()}>View More</Link>
      </Flex>
      {body}
    </Flex>
  );
}
