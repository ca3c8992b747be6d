import { useState, type ReactNode } from 'react';
import { Alert, Button, Col, Divider, Empty, Flex, List, Row, Skeleton, Statistic, Tabs } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link, useNavigate } from 'react-router-dom';
import { PROFILE_CONNECTIONS_SHOWN, type ConnectionListItem, type User } from '@docnet/contracts';
import { LazyReportDialog, type ReportTarget } from '@/components/report/lazy-report-dialog';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { profileLocationText } from '@/utils/location';
import { acceptedOf, connectionStateWith, type ConnectionState } from '@/lib/connection-state';
import { useConnections, useMemberConnections, useSendConnection } from '@/lib/connections';
import { isValidUserId, useUser } from '../api/get-user';
import { useStatistics } from '../api/get-statistics';
import { LinkButton } from '@/components/ui/link-button';
import { NpiVerifiedBadge } from '@/components/ui/npi-verified-badge';
import { PracticeCard } from './practice-card';

/** 'specialty at hospital', or whichever of the two is known. */
export function specialtyAtHospital(user: Pick<User, 'specialty' | 'hospital'>): string {
  return [user.specialty, user.hospital].filter((part) => part && part.trim()).join(' at ');
}

/** The About card's fallback sentence built from name, specialty and affiliation; members are doctors and dentists. */
export function aboutFallback(user: Pick<User, 'name' | 'specialty' | 'affiliation'>): string {
  const role = user.specialty?.trim() || 'healthcare professional';
  const place = user.affiliation?.trim() ? ` at ${user.affiliation.trim()}` : '';
  const article = /^[aeiou]/i.test(role) ? 'an' : 'a';
  return `${user.name} is ${article} ${role}${place}.`;
}

export interface ProfileViewProps {
  id: string | undefined;
  viewer: User;
  /** Shown beside 'Connected' on a connection's profile (the app passes the messages feature's 'Message' button). */
  connectedAction?: (member: User) => ReactNode;
  /** The Posts tab's list of the member's own posts (the app passes the content feature's list). */
  posts?: (member: User) => ReactNode;
}

/** /profile/{id}: profile, About, statistics and Resources cards; Posts, Activity, Connections tabs. */
export function ProfileView({ id, viewer, connectedAction, posts }: ProfileViewProps) {
  const { data: user, error, isLoading } = useUser(id);
  const connections = useConnections(true);
  // Another member's connections and count come from the social graph (GET /api/users/{id}/connections).
  const othersId = user && typeof user.id === 'number' && user.id !== viewer.id ? user.id : null;
  const memberConnections = useMemberConnections(othersId);

  if (!isValidUserId(id)) {
    return <Alert type="error" showIcon message="Failed to load user profile data. Please try again." />;
  }
  if (error) {
    // The server's sentence ('Profile not found'), never the raw status and body of the failed call.
    const message = serverMessage(error) ?? 'Failed to load user profile. Please try again.';
    return <Alert type="error" showIcon message={message} />;
  }
  if (isLoading) return <ProfileSkeleton />;
  if (!user || typeof user !== 'object' || typeof user.id !== 'number') {
    return <Alert type="error" showIcon message="Failed to load user profile data. Please try again." />;
  }

  const isOwn = viewer.id === user.id;
  // A failed read counts as no status and no connections (never made-up ones).
  const entries = connections.error ? undefined : connections.data;
  const status = isOwn ? 'none' : connectionStateWith(entries, viewer.id, user.id);
  const shown = isOwn ? acceptedOf(entries) : memberConnections.error ? [] : (memberConnections.data?.connections ?? []);
  const connectionCount = isOwn ? shown.length : memberConnections.error ? 0 : (memberConnections.data?.total ?? 0);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={9} lg={8}>
        <Flex vertical gap={24}>
          <ProfileCard
            user={user}
            viewerId={viewer.id}
            isOwn={isOwn}
            status={status}
            connectionCount={connectionCount}
            connectedAction={connectedAction}
          />
          <AboutCard user={user} />
          <PracticeCard user={user} />
          <StatisticsCard userId={user.id} />
          <ResourcesCard />
        </Flex>
      </Col>
      <Col xs={24} md={15} lg={16}>
        <Card>
          <Tabs
            items={[
              {
                key: 'posts',
                label: 'Posts',
                children: (
                  <Flex vertical gap={16}>
                    {isOwn && (
                      <Card size="small">
                        <Flex align="center" gap={12}>
                          <UserAvatar name={user.name} src={user.profilePicture} />
                          <LinkButton to={paths.contents.getHref()} block style={{ flex: 1, textAlign: 'left' }}>
                            Share a post or update
                          </LinkButton>
                        </Flex>
                      </Card>
                    )}
                    {posts?.(user)}
                  </Flex>
                ),
              },
              {
                key: 'activity',
                label: 'Activity',
                children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recent activity to display" />,
              },
              {
                key: 'connections',
                label: 'Connections',
                children: <ConnectionsTab entries={shown} isOwn={isOwn} />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

function ProfileCard({
  user,
  viewerId,
  isOwn,
  status,
  connectionCount,
  connectedAction,
}: {
  user: User;
  viewerId: number;
  isOwn: boolean;
  status: ConnectionState;
  connectionCount: number;
  connectedAction?: (member: User) => ReactNode;
}) {
  const navigate = useNavigate();
  const { connect } = useSendConnection(viewerId);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const subtitle = specialtyAtHospital(user);

  let action;
  if (isOwn) {
    action = (
      <Button type="primary" block onClick={() => navigate(paths.profileEdit.getHref(user.id))}>
        Edit Profile
      </Button>
    );
  } else if (status === 'accepted') {
    action = (
      <Flex gap={8}>
        <Button block disabled>
          Connected
        </Button>
        {connectedAction?.(user)}
      </Flex>
    );
  } else if (status === 'pending') {
    action = (
      <Button block disabled>
        Pending
      </Button>
    );
  } else {
    action = (
      <Button type="primary" block onClick={() => void connect(user, 'profile')}>
        Connect
      </Button>
    );
  }

  return (
    <Card aria-label="Profile">
      <Flex vertical align="center" gap={6}>
        <UserAvatar name={user.name} src={user.profilePicture} size={96} />
        <Title level={1} style={{ fontSize: 22, margin: '8px 0 0', textAlign: 'center' }}>
          {user.name}
        </Title>
        <NpiVerifiedBadge verified={user.npiVerified} />
        {subtitle && <Text type="secondary">{subtitle}</Text>}
        <Text type="secondary">{profileLocationText(user)}</Text>
        <Text>
          <strong>{connectionCount}</strong> connections
        </Text>
        <div style={{ width: '100%', marginTop: 8 }}>{action}</div>
        {!isOwn && (
          <Button type="link" size="small" onClick={() => setReporting({ targetType: 'member', targetId: user.id })}>
            Report this member
          </Button>
        )}
      </Flex>
      <LazyReportDialog target={reporting} onClose={() => setReporting(null)} />
    </Card>
  );
}

function AboutCard({ user }: { user: User }) {
  const hasAddress = [user.address, user.city, user.state, user.zipcode].some((part) => part && part.trim());
  return (
    <Card title="About">
      {user.isPrivate && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="This member shares only their public card." />
      )}
      {/* pre-line: a bio written in paragraphs keeps them. */}
      <Paragraph style={{ whiteSpace: 'pre-line' }}>{user.bio?.trim() ? user.bio : aboutFallback(user)}</Paragraph>
      {hasAddress && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <Text strong>Address</Text>
          <address style={{ fontStyle: 'normal' }}>
            {user.address && <div>{user.address}</div>}
            <div>{[user.city, [user.state, user.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</div>
          </address>
        </>
      )}
    </Card>
  );
}

function StatisticsCard({ userId }: { userId: number }) {
  const { data, error, isLoading } = useStatistics(userId);
  return (
    <Card title="Statistics">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : error ? (
        <Alert type="warning" showIcon message="Statistics are not available right now." />
      ) : (
        <Row gutter={8}>
          <Col span={8}>
            <Statistic title="Profile views" value={data?.profileViews ?? 0} />
          </Col>
          <Col span={8}>
            <Statistic title="Article views" value={data?.articleViews ?? 0} />
          </Col>
          <Col span={8}>
            <Statistic title="Search appearances" value={data?.searchAppearances ?? 0} />
          </Col>
        </Row>
      )}
    </Card>
  );
}

const resources = [
  { label: 'My Network', href: paths.network.getHref() },
  { label: 'Events', href: paths.events.getHref() },
  { label: 'News', href: paths.news.getHref() },
  { label: 'CME Opportunities', href: paths.cme.getHref() },
];

function ResourcesCard() {
  return (
    <Card title="Resources">
      <Flex vertical gap={8}>
        {resources.map((resource) => (
          <Link key={resource.href} to={resource.href}>
            {resource.label}
          </Link>
        ))}
      </Flex>
    </Card>
  );
}

function ConnectionsTab({ entries, isOwn }: { entries: ConnectionListItem[]; isOwn: boolean }) {
  const navigate = useNavigate();
  if (!entries.length) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
        <Text type="secondary">No connections yet</Text>
        {isOwn && (
          <Button type="primary" onClick={() => navigate(paths.search.getHref())}>
            Find Doctors
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <List
      grid={{ gutter: 16, xs: 1, sm: 2, md: 2, lg: 3 }}
      dataSource={entries.slice(0, PROFILE_CONNECTIONS_SHOWN)}
      renderItem={({ user }) => (
        <List.Item>
          <Card size="small">
            <Flex align="center" gap={8}>
              <UserAvatar name={user.name} src={user.profilePicture} />
              <Flex vertical>
                <Link to={paths.profile.getHref(user.id)}>{user.name}</Link>
                {user.specialty && <Text type="secondary">{user.specialty}</Text>}
              </Flex>
            </Flex>
          </Card>
        </List.Item>
      )}
    />
  );
}

function ProfileSkeleton() {
  return (
    <Row gutter={[24, 24]} aria-busy="true" aria-label="Loading profile">
      <Col xs={24} md={9} lg={8}>
        <Flex vertical gap={24}>
          <Card>
            <Flex vertical align="center" gap={12}>
              <Skeleton.Avatar active size={96} />
              <Skeleton active paragraph={{ rows: 3 }} />
            </Flex>
          </Card>
          <Card>
            <Skeleton active />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} md={15} lg={16}>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Col>
    </Row>
  );
}
