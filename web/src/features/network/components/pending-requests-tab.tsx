import { Alert, Button, Empty, Flex, List, Skeleton } from 'antd';
import type { ConnectionAnswer, ConnectionListItem } from '@docnet/contracts';
import { Title } from '@/components/ui/typography';
import { MemberRow } from './member-row';

export interface PendingRequestsTabProps {
  requests: ConnectionListItem[];
  /** The requests the member sent and nobody answered yet. */
  sent: ConnectionListItem[];
  isLoading: boolean;
  failed: boolean;
  onAnswer: (connectionId: number, answer: ConnectionAnswer) => Promise<void>;
  onWithdraw: (request: ConnectionListItem) => Promise<void>;
}

/**
 * The requests waiting for the member's answer, each with Accept and Reject, then the requests the member sent,
 * each with Withdraw (before, sent requests showed nowhere and could not be taken back). The headings show only
 * when both kinds are there.
 */
export function PendingRequestsTab({ requests, sent, isLoading, failed, onAnswer, onWithdraw }: PendingRequestsTabProps) {
  if (failed) return <Alert type="error" showIcon message="Failed to load pending requests. Please try again." />;
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (!requests.length && !sent.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pending connection requests" />;
  const headed = requests.length > 0 && sent.length > 0;
  return (
    <Flex vertical gap={16}>
      {requests.length > 0 && (
        <section>
          {headed && <Title level={2} style={{ fontSize: 16, margin: 0 }}>{`Received (${requests.length})`}</Title>}
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
        </section>
      )}
      {sent.length > 0 && (
        <section>
          <Title level={2} style={{ fontSize: 16, margin: 0 }}>{`Sent (${sent.length})`}</Title>
          <List
            aria-label="Sent requests"
            dataSource={sent}
            rowKey={({ connection }) => connection.id}
            renderItem={(item) => (
              <List.Item>
                <MemberRow
                  user={item.user}
                  actions={
                    // A request still on its way (no id from the server yet) cannot be withdrawn.
                    <Button disabled={item.connection.id < 0} onClick={() => void onWithdraw(item)} aria-label={`Withdraw request to ${item.user.name}`}>
                      Withdraw
                    </Button>
                  }
                />
              </List.Item>
            )}
          />
        </section>
      )}
    </Flex>
  );
}
