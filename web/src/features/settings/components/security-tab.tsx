import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Flex, List, Skeleton, Switch } from 'antd';
import { Paragraph, Text } from '@/components/ui/typography';
import type { SecuritySettings, User } from '@docnet/contracts';
import { useStepUp } from '@/components/form/step-up';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSecuritySettings, useUpdateSecuritySettings } from '../api/security-settings';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { NpiVerifiedBadge } from '@/components/ui/npi-verified-badge';

// The NPI binding dialog and its form load when the member opens it: no page's first paint needs them.
const NpiBindingDialog = lazy(() => import('./npi-binding-dialog').then((m) => ({ default: m.NpiBindingDialog })));

/** Security: two-factor sign-in by SMS code, login alerts by email, 'Change Password', NPI verification and deleting the account. */
export function SecurityTab({ user }: { user: User }) {
  const { data, error, isLoading } = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const [changingPassword, setChangingPassword] = useState(false);
  const [verifyingNpi, setVerifyingNpi] = useState(false);
  const [deletingAccount, setDeletingAccount] = useState(false);
  const phoneVerified = user.smsVerified === true;
  const stepUp = useStepUp('Turning this off makes your account easier to take over.');

  const change = async (key: keyof SecuritySettings, value: boolean) => {
    try {
      const saved = await stepUp.confirmWithPassword((currentPassword) => update({ [key]: value, ...(currentPassword ? { currentPassword } : {}) }));
      if (saved === null) return;
      toast({ title: 'Settings saved', description: 'Your security settings have been updated' });
    } catch (failure) {
      toast({ title: 'Error', description: serverMessage(failure) ?? 'Failed to save security settings. Please try again.', variant: 'destructive' });
    }
  };

  let toggles = <Skeleton active paragraph={{ rows: 2 }} />;
  if (error) toggles = <Alert type="error" showIcon message="Failed to load security settings. Please try again." />;
  else if (!isLoading && data) {
    toggles = (
      // Rows as the dataSource: antd wraps only those in a <ul>; children would be <li>s outside any list.
      <List
        itemLayout="horizontal"
        dataSource={[
          <List.Item
            key="two-factor"
            actions={[
              <Switch
                key="switch"
                aria-label="Two-factor authentication"
                checked={data.twoFactorEnabled}
                // Turning it off stays possible even if the phone is no longer verified.
                disabled={!phoneVerified && !data.twoFactorEnabled}
                onChange={(value) => void change('twoFactorEnabled', value)}
              />,
            ]}
          >
            <List.Item.Meta
              title="Two-factor authentication"
              description={
                phoneVerified
                  ? 'After your password, sign-in asks for a code we send by SMS to your verified phone.'
                  : 'After your password, sign-in asks for a code sent by SMS. Verify your phone number first (Account tab) to turn it on.'
              }
            />
          </List.Item>,
          <List.Item
            key="login-alerts"
            actions={[
              <Switch key="switch" aria-label="Login alerts" checked={data.loginAlertsEnabled} onChange={(value) => void change('loginAlertsEnabled', value)} />,
            ]}
          >
            <List.Item.Meta title="Login alerts" description="Get an email when your account is signed in to from a browser we have not seen before." />
          </List.Item>,
        ]}
        renderItem={(row) => row}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      {toggles}
      <Flex justify="space-between" align="center" gap={16}>
        <div>
          <Text strong>Password</Text>
          <Paragraph type="secondary" style={{ margin: 0 }}>
            Changing it signs you out everywhere else.
          </Paragraph>
        </div>
        <Button onClick={() => setChangingPassword(true)}>Change Password</Button>
      </Flex>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      {stepUp.dialog}
      <Flex justify="space-between" align="center" gap={16}>
        <div>
          <Flex gap={8} align="center">
            <Text strong>NPI</Text>
            <NpiVerifiedBadge verified={user.npiVerified} />
          </Flex>
          <Paragraph type="secondary" style={{ margin: 0 }}>
            {user.npiVerified
              ? `NPI ${user.npi ?? ''} is verified on your profile.`
              : 'Verify your NPI with a code sent to the phone number the NPI registry lists for your practice.'}
          </Paragraph>
        </div>
        {!user.npiVerified && <Button onClick={() => setVerifyingNpi(true)}>Verify NPI</Button>}
      </Flex>
      {verifyingNpi && (
        <Suspense fallback={null}>
          <NpiBindingDialog user={user} onClose={() => setVerifyingNpi(false)} />
        </Suspense>
      )}
      <section aria-labelledby="danger-zone" style={{ border: '1px solid var(--ant-color-error-border, #ffccc7)', borderRadius: 8, padding: 16 }}>
        <Text strong id="danger-zone" type="danger">
          Danger zone
        </Text>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Paragraph type="secondary" style={{ margin: 0, flex: '1 1 240px' }}>
            Delete your account and everything in it. This cannot be undone.
          </Paragraph>
          <Button danger onClick={() => setDeletingAccount(true)}>
            Delete account
          </Button>
        </Flex>
      </section>
      <DeleteAccountDialog open={deletingAccount} email={user.email} onClose={() => setDeletingAccount(false)} />
    </Flex>
  );
}
