import { useEffect } from 'react';
import { Alert, Flex, Result, Skeleton, Tabs } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { useNavigate } from 'react-router-dom';
import { completionScore, INITIAL_COMPLETION_SCORE, type User } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { isValidUserId, useUser } from '../api/get-user';
import { AddressesForm } from './addresses-form';
import { BasicInfoForm } from './basic-info-form';
import { CompletionBar } from './completion-bar';
import { PracticeInfoForm } from './practice-info-form';
import { ProfessionalForm } from './professional-form';
import { VerificationPanel } from './verification-panel';

export interface ProfileEditProps {
  id: string | undefined;
  viewer: User;
}

/** /profile/{id}/edit 'Complete Your Profile': owner only, completion bar, five tabs. */
export function ProfileEdit({ id, viewer }: ProfileEditProps) {
  const navigate = useNavigate();
  const { data: user, error, isLoading } = useUser(id);
  const denied = !!user && user.id !== viewer.id;

  useEffect(() => {
    if (!denied || !id) return;
    toast({ title: 'Access Denied', description: 'You can only edit your own profile', variant: 'destructive' });
    navigate(paths.profile.getHref(id), { replace: true });
  }, [denied, id, navigate]);

  const score = user ? completionScore(user) : INITIAL_COMPLETION_SCORE;

  let body;
  if (!isValidUserId(id) || error || (!isLoading && !user)) {
    body = <Alert type="error" showIcon message="Failed to load profile. Please try again later." />;
  } else if (isLoading || !user) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (denied) {
    body = <Result status="403" title="Access Denied" subTitle="You can only edit your own profile" />;
  } else {
    body = (
      <Tabs
        key={user.id}
        items={[
          { key: 'basic-info', label: 'Basic Information', children: <BasicInfoForm user={user} pendingEmail={viewer.pendingEmail} /> },
          { key: 'practice-info', label: 'Practice Information', children: <PracticeInfoForm user={user} /> },
          { key: 'addresses', label: 'Addresses & Locations', children: <AddressesForm user={user} /> },
          { key: 'professional', label: 'Professional Details', children: <ProfessionalForm user={user} /> },
          { key: 'verification', label: 'Verification', children: <VerificationPanel user={user} /> },
        ]}
      />
    );
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }}>
      <div>
        <Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          Complete Your Profile
        </Title>
        <Text type="secondary">Build your professional dental network profile</Text>
      </div>
      <Card>
        <CompletionBar score={score} />
      </Card>
      <Card>{body}</Card>
    </Flex>
  );
}
