import { Alert, Button, Empty, List, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ConnectionListItem } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { MemberRow } from './member-row';

export interface ConnectionsTabProps {
  connections: ConnectionListItem[];
  isLoading: boolean;
  failed: boolean;
}

/** The member's accepted connections, or the empty state with 'Find Doctors to Connect'. */
export function ConnectionsTab({ connections, isLoading, failed }: ConnectionsTabProps) {
  const navigate = useNavigate();
  if (failed) return <Alert type="error" showIcon message="Failed to load connections. Please try again." />;
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (!connections.length) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You don't have any connections yet">
        <Button type="primary" onClick={() => navigate(paths.search.getHref())}>
          Find Doctors to Connect
        </Button>
      </Empty>
    );
  }
  return (
    <List
      aria-label="Connections"
      dataSource={connections}
      rowKey={({ connection }) => connection.id}
      renderItem={({ user }) => (
        <List.Item>
          <MemberRow user={user} />
        </List.Item>
      )}
    />
  );
}
