import { useState } from 'react';
import { Button, Flex, Tabs } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import type { User } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { logoutFromSettings } from '../api/logout';
import { AppearanceTab } from './appearance-tab';
import { ContactVerification } from './contact-verification';
import { NotificationsTab } from './notifications-tab';
import { PrivacyTab } from './privacy-tab';
import { SecurityTab } from './security-tab';
import { LinkButton } from '@/components/ui/link-button';

function AccountTab({ user }: { user: User }) {
  return (
    <Flex vertical gap={12}>
      <Text>
        Signed in as <strong>{user.name}</strong> ({user.email})
      </Text>
      <div>
        <LinkButton to={paths.profileEdit.getHref(user.id)} type="primary">
          Edit Profile
        </LinkButton>
      </div>
      <ContactVerification user={user} />
    </Flex>
  );
}

/**
 * /settings: Account, Appearance, Privacy, Notifications and Security. Logout goes to
 * /auth by a full page load, which also drops every cached answer.
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
        <Title level={1} style={{ fontSize: 28, margin: 0 }}>
          Settings
        </Title>
        <Button danger loading={loggingOut} onClick={() => void logout()}>
          Log out
        </Button>
      </Flex>
      <Card>
        <Tabs
          items={[
            { key: 'account', label: 'Account', children: <AccountTab user={user} /> },
            { key: 'appearance', label: 'Appearance', children: <AppearanceTab /> },
            { key: 'privacy', label: 'Privacy', children: <PrivacyTab /> },
            { key: 'notifications', label: 'Notifications', children: <NotificationsTab /> },
            { key: 'security', label: 'Security', children: <SecurityTab user={user} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
