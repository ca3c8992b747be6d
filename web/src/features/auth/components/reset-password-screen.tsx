import { Alert, Button, Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password: the token comes from ?token=; without it the screen says so. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';

  return (
    <Card style={{ width: '100%', maxWidth: 480, margin: '32px auto' }}>
      <Flex vertical align="center" style={{ marginBottom: 16 }}>
        <Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Reset Password
        </Title>
        <Text type="secondary">Choose a new password for your account.</Text>
      </Flex>
      {token ? (
        <ResetPasswordForm token={token} redirectOnSuccess />
      ) : (
        <Flex vertical gap={16}>
          <Alert type="error" showIcon role="alert" message="Reset token is missing from URL" />
          <Button type="primary" onClick={() => navigate(paths.auth.getHref())}>
            Go to Login
          </Button>
        </Flex>
      )}
    </Card>
  );
}
