import { Col, Row, Statistic } from 'antd';
import { Card } from '@/components/ui/card';

export interface NetworkStatisticsCardProps {
  connected: number;
  pending: number;
}

/**
 * 'Network Statistics': Connected Doctors, Pending Requests (received and sent) and Total Network Size (the
 * member's connections plus those requests). Side by side on a phone, one under another beside the
 * lists on wider screens.
 */
export function NetworkStatisticsCard({ connected, pending }: NetworkStatisticsCardProps) {
  return (
    <Card title="Network Statistics" aria-label="Network Statistics">
      <Row gutter={[12, 12]}>
        <Col xs={8} md={24}>
          <Statistic title="Connected Doctors" value={connected} />
        </Col>
        <Col xs={8} md={24}>
          <Statistic title="Pending Requests" value={pending} />
        </Col>
        <Col xs={8} md={24}>
          <Statistic title="Total Network Size" value={connected + pending} />
        </Col>
      </Row>
    </Card>
  );
}
