import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Paragraph, Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import type { ConnectionUser } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';

/** 'city, state' of a member card, when known. */
function cityState(user: Pick<ConnectionUser, 'city' | 'state'>): string {
  return [user.city, user.state].filter((part) => part && part.trim()).join(', ');
}

export interface MemberRowProps {
  user: ConnectionUser;
  /** Buttons on the right (Accept/Reject, Connect, ...). */
  actions?: ReactNode;
  compact?: boolean;
}

/**
 * One member in the network lists: avatar and name linking to /profile/{id},
 * specialty, hospital and location.
 */
export function MemberRow({ user, actions, compact = false }: MemberRowProps) {
  const where = cityState(user);
  const workplace = user.hospital?.trim() || user.affiliation?.trim();
  return (
    <Flex align="center" gap={12} style={{ width: '100%' }} data-testid="member-row" aria-label={user.name}>
      <Link to={paths.profile.getHref(user.id)} aria-label={`Open ${user.name}'s profile`}>
        <UserAvatar name={user.name} src={user.profilePicture} size={compact ? 40 : 48} />
      </Link>
      <Flex vertical flex={1} style={{ minWidth: 0 }}>
        <Link to={paths.profile.getHref(user.id)}>
          {/* Up to two lines, broken anywhere, with the full name on hover: cut to one line, names were unreadable in the narrow right column. */}
          <Paragraph
            strong
            ellipsis={{ rows: 2, tooltip: user.name }}
            style={{ margin: 0, overflowWrap: 'anywhere' }}
            data-testid="member-name"
          >
            {user.name}
          </Paragraph>
        </Link>
        {user.specialty && (
          <Text type="secondary" ellipsis={{ tooltip: user.specialty }}>
            {user.specialty}
          </Text>
        )}
        {!compact && workplace && (
          <Text type="secondary" ellipsis>
            {workplace}
          </Text>
        )}
        {!compact && where && (
          <Text type="secondary" style={{ fontSize: 12 }}>
            {where}
          </Text>
        )}
        {/* In a narrow side card the actions go under the name, which keeps the row's width. */}
        {compact && actions && (
          <Flex gap={8} style={{ marginTop: 4 }}>
            {actions}
          </Flex>
        )}
      </Flex>
      {!compact && actions && <Flex gap={8}>{actions}</Flex>}
    </Flex>
  );
}
