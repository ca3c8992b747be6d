import { Col, Row } from 'antd';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { FeedSection } from '@/features/feed/components/feed-section';
import { ProfileSummaryCard } from '@/features/profile/components/profile-summary-card';

/**
 * / (part 1 §2 Home feed): a spinner while sign-in loads; a visitor is redirected to /auth once
 * loading ends; a member sees the three-column feed (composer and side cards come with later issues).
 */
export function HomeRoute() {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageSpinner label="Checking sign-in" />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={8} lg={6}>
        {/* Connection count: 0 until the network feature provides it. */}
        <ProfileSummaryCard user={user} connectionCount={0} />
      </Col>
      <Col xs={24} md={16} lg={12}>
        <FeedSection />
      </Col>
      <Col xs={0} lg={6} />
    </Row>
  );
}
