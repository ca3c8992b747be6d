import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Tabs } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginForm } from './login-form';

// The dialog (antd Modal and Result) loads on the first 'Forgot password': the sign-in screen is a first page.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

const LOGIN_TAB = 'login';
const ACTIVATE_TAB = 'activate';

/** The sign-in screen: tabs Login and 'Activate My Account' (which navigates to /register). */
export function SignInPanel() {
  const navigate = useNavigate();
  const [resetOpen, setResetOpen] = useState(false);
  const [resetLoaded, setResetLoaded] = useState(false);

  return (
    <Card style={{ width: '100%', maxWidth: 440, margin: '32px auto' }}>
      <Flex vertical align="center" style={{ marginBottom: 8 }}>
        <Title level={1} style={{ margin: 0, fontSize: 32, color: '#1677ff' }}>
          DocNet
        </Title>
        <Text type="secondary">Professional Network for Doctors</Text>
      </Flex>
      <Tabs
        centered
        activeKey={LOGIN_TAB}
        onChange={(key) => {
          if (key === ACTIVATE_TAB) navigate(paths.register.getHref());
        }}
        items={[
          {
            key: LOGIN_TAB,
            label: 'Login',
            children: (
              <>
                <LoginForm />
                <Flex justify="center" style={{ marginTop: 12 }}>
                  <Button type="link" onClick={() => {
                      setResetLoaded(true);
                      setResetOpen(true);
                    }}>
                    Forgot password
                  </Button>
                </Flex>
              </>
            ),
          },
          { key: ACTIVATE_TAB, label: 'Activate My Account' },
        ]}
      />
      {resetLoaded && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
