import { Flex, Statistic } from 'antd';
import { Card } from '@/components/ui/card';

export interface NetworkStatisticsCardProps {
  connected: number;
  pending: number;
}

/**
 * 'Network Statistics' (part 2 §2.3): Connected Doctors, Pending Requests and Total Network Size (the member's
 * connections plus the requests waiting for their answer).
 */
export function NetworkStatisticsCard({ connected, pending }: NetworkStatisticsCardProps) {
  return (
    <Card title="Network Statistics" aria-label="Network Statistics">
      <Flex vertical gap={12}>
        <Statistic title="Connected Doctors" value={connected} />
        <Statistic title="Pending Requests" value={pending} />
        <Statistic title="Total Network Size" value={connected + pending} />
      </Flex>
    </Card>
  );
}
