import { Card, Divider, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';

/** The member card in the home feed's left column (part 1 §2): avatar, name, specialty, connection count. */
export interface ProfileSummaryCardProps {
  user: { id: number; name: string; specialty: string | null; profilePicture: string | null };
  connectionCount: number;
}

export function ProfileSummaryCard({ user, connectionCount }: ProfileSummaryCardProps) {
  return (
    <Card aria-label="Your profile">
      <Flex vertical align="center" gap={4}>
        <UserAvatar name={user.name} src={user.profilePicture} size={72} />
        <Typography.Title level={2} style={{ fontSize: 18, margin: '8px 0 0', textAlign: 'center' }}>
          <Link to={paths.profile.getHref(user.id)}>{user.name}</Link>
        </Typography.Title>
        {user.specialty && <Typography.Text type="secondary">{user.specialty}</Typography.Text>}
      </Flex>
      <Divider style={{ margin: '16px 0 12px' }} />
      <Flex justify="space-between">
        <Typography.Text type="secondary">Connections</Typography.Text>
        <Typography.Text strong>{connectionCount}</Typography.Text>
      </Flex>
    </Card>
  );
}
