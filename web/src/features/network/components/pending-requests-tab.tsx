import { Alert, Button, Empty, List, Skeleton } from 'antd';
import type { ConnectionAnswer, ConnectionListItem } from '@docnet/contracts';
import { MemberRow } from './member-row';

export interface PendingRequestsTabProps {
  requests: ConnectionListItem[];
  isLoading: boolean;
  failed: boolean;
  onAnswer: (connectionId: number, answer: ConnectionAnswer) => Promise<void>;
}

/** The requests waiting for the member's answer, each with Accept and Reject. */
export function PendingRequestsTab({ requests, isLoading, failed, onAnswer }: PendingRequestsTabProps) {
  if (failed) return <Alert type="error" showIcon message="Failed to load pending requests. Please try again." />;
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (!requests.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pending connection requests" />;
  return (
    <List
      aria-label="Pending Requests"
      dataSource={requests}
      rowKey={({ connection }) => connection.id}
      renderItem={({ connection, user }) => (
        <List.Item>
          <MemberRow
            user={user}
            actions={
              <>
                <Button type="primary" onClick={() => void onAnswer(connection.id, 'accepted')}>
                  Accept
                </Button>
                <Button onClick={() => void onAnswer(connection.id, 'rejected')}>Reject</Button>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
