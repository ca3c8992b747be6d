import { Divider, Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';

/** The member card in the home feed's left column: avatar, name, specialty, connection count. */
export interface ProfileSummaryCardProps {
  user: { id: number; name: string; specialty: string | null; profilePicture: string | null };
  connectionCount: number;
}

export function ProfileSummaryCard({ user, connectionCount }: ProfileSummaryCardProps) {
  return (
    <Card aria-label="Your profile">
      <Flex vertical align="center" gap={4}>
        <UserAvatar name={user.name} src={user.profilePicture} size={72} />
        <Title level={2} style={{ fontSize: 18, margin: '8px 0 0', textAlign: 'center' }}>
          <Link to={paths.profile.getHref(user.id)}>{user.name}</Link>
        </Title>
        {user.specialty && <Text type="secondary">{user.specialty}</Text>}
      </Flex>
      <Divider style={{ margin: '16px 0 12px' }} />
      <Flex justify="space-between">
        <Text type="secondary">Connections</Text>
        <Text strong>{connectionCount}</Text>
      </Flex>
    </Card>
  );
}
