import { useState } from 'react';
import { Alert, Button, Card, Flex, List, Skeleton, Switch, Tabs, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PrivacySettings, User } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { logoutFromSettings } from '../api/logout';
import { usePrivacySettings, useUpdatePrivacySettings } from '../api/privacy-settings';

const privacyToggles: { key: keyof PrivacySettings; title: string; description: string }[] = [
  { key: 'publicProfile', title: 'Public profile', description: 'Other members can see your full profile.' },
  { key: 'searchVisibility', title: 'Search visibility', description: 'You appear in doctor search results.' },
  { key: 'locationSharing', title: 'Location sharing', description: 'Other members can see your location and addresses.' },
];

function PrivacyTab() {
  const { data, error, isLoading } = usePrivacySettings();
  const update = useUpdatePrivacySettings();

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Alert type="error" showIcon message="Failed to load privacy settings. Please try again." />;

  const change = async (key: keyof PrivacySettings, value: boolean) => {
    try {
      await update({ [key]: value });
    } catch (failure) {
      toast({
        title: 'Error',
        description: serverMessage(failure) ?? 'Failed to save privacy settings. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <List
      itemLayout="horizontal"
      dataSource={privacyToggles}
      renderItem={(toggle) => (
        <List.Item
          actions={[
            <Switch
              key="switch"
              aria-label={toggle.title}
              checked={data[toggle.key]}
              onChange={(value) => void change(toggle.key, value)}
            />,
          ]}
        >
          <List.Item.Meta title={toggle.title} description={toggle.description} />
        </List.Item>
      )}
    />
  );
}

function AccountTab({ user }: { user: User }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        Signed in as <strong>{user.name}</strong> ({user.email})
      </Typography.Text>
      <div>
        <Link to={paths.profileEdit.getHref(user.id)}>
          <Button type="primary">Edit Profile</Button>
        </Link>
      </div>
    </Flex>
  );
}

/**
 * /settings (part 2 §2.7). Account and Privacy for now; Appearance, Notifications and Security come
 * with their issue. Logout goes to /auth by a full page load, which also drops every cached answer.
 */
export function SettingsPage({ user }: { user: User }) {
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await logoutFromSettings();
      window.location.assign(paths.auth.getHref());
    } catch (error) {
      setLoggingOut(false);
      toast({ title: 'Logout Failed', description: serverMessage(error) ?? 'Something went wrong', variant: 'destructive' });
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 860, margin: '0 auto' }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          Settings
        </Typography.Title>
        <Button danger loading={loggingOut} onClick={() => void logout()}>
          Log out
        </Button>
      </Flex>
      <Card>
        <Tabs
          items={[
            { key: 'account', label: 'Account', children: <AccountTab user={user} /> },
            { key: 'privacy', label: 'Privacy', children: <PrivacyTab /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
