import { Button, Flex, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { DEFAULT_RESULT_SPECIALTY, type User } from '@docnet/contracts';
import { NpiVerifiedBadge } from '@/components/ui/npi-verified-badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { mutualConnectionsText, type ConnectionState } from '@/lib/connection-state';
import { searchLocationText } from '@/utils/location';

export interface ResultCardProps {
  user: User;
  layout: 'list' | 'grid';
  selected: boolean;
  status: ConnectionState;
  /** Connections shared with the viewer, when known. */
  mutualCount?: number;
  isSelf: boolean;
  onSelect: () => void;
  onConnect: () => void;
}

/** One doctor in the results: avatar to the profile, name, specialty, location, real mutual connections, Connect. */
export function ResultCard({ user, layout, selected, status, mutualCount, isSelf, onSelect, onConnect }: ResultCardProps) {
  const mutual = mutualConnectionsText(mutualCount);
  const action =
    status === 'accepted' ? (
      <Tag color="green">Connected</Tag>
    ) : status === 'pending' ? (
      <Tag color="gold">Pending</Tag>
    ) : isSelf ? null : (
      <Button
        type="primary"
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          onConnect();
        }}
      >
        Connect
      </Button>
    );

  return (
    <Card
      size="small"
      hoverable
      onClick={onSelect}
      // The highlighted card (a mouse-only convenience) is told as current; selection is not a role a card has.
      aria-current={selected || undefined}
      data-testid="search-result"
      style={selected ? { borderColor: '#1677ff', boxShadow: '0 0 0 2px rgba(22,119,255,0.2)' } : undefined}
    >
      <Flex vertical={layout === 'grid'} align={layout === 'grid' ? 'center' : 'flex-start'} gap={12}>
        <Link to={paths.profile.getHref(user.id)} onClick={(event) => event.stopPropagation()} aria-label={`Open ${user.name}'s profile`}>
          <UserAvatar name={user.name} src={user.profilePicture} size={56} />
        </Link>
        <Flex vertical flex={1} align={layout === 'grid' ? 'center' : 'flex-start'} style={{ minWidth: 0 }}>
          {/* The name opens the profile too: members tap the name, not the avatar. */}
          <Link to={paths.profile.getHref(user.id)} onClick={(event) => event.stopPropagation()} style={{ fontWeight: 600 }}>
            {user.name}
          </Link>
          <NpiVerifiedBadge verified={user.npiVerified} />
          <Text>{user.specialty?.trim() || DEFAULT_RESULT_SPECIALTY}</Text>
          <Text type="secondary">{searchLocationText(user)}</Text>
          {mutual && (
            <Text type="secondary" style={{ fontSize: 12 }}>
              {mutual}
            </Text>
          )}
        </Flex>
        <div>{action}</div>
      </Flex>
    </Card>
  );
}
