import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Col, Row } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPassword } from '@docnet/contracts';
import { InputField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import {
  forgotPasswordFailureText,
  forgotPasswordSuccessText,
  useForgotPassword,
} from '../api/forgot-password';
import { emailInput } from './account-fields';
import { ResetPasswordForm } from './reset-password-form';
import { stableName } from './stable-name';

/**
 * The password-reset test page (/test-password-reset): request a reset by email, reset
 * with a pasted token, plus instructions.
 */
export function PasswordResetTestPage() {
  return (
    <div style={{ maxWidth: 1000, margin: '32px auto' }}>
      <Title level={1} style={{ fontSize: 28 }}>
        Password Reset Test
      </Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card title="1. Request a Password Reset">
            <RequestResetForm />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="2. Reset with a Token">
            <ResetPasswordForm />
          </Card>
        </Col>
        <Col span={24}>
          <Card title="Instructions">
            <ol style={{ margin: 0, paddingLeft: 20 }}>
              <li>Enter the email address of an account and send the reset request.</li>
              <li>
                Open the reset email (in development the message is written to the local outbox) and copy the
                token: the part of the link after <Text code>?token=</Text>.
              </li>
              <li>Paste the token, choose a new password of at least 8 characters and confirm it.</li>
              <li>Sign in with the new password. A token works once and expires after 60 minutes.</li>
            </ol>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function RequestResetForm() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { trigger, isMutating } = useForgotPassword();
  const { control, handleSubmit } = useForm<ForgotPassword>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = async ({ email }: ForgotPassword) => {
    setResult(null);
    try {
      const answer = await trigger(email.trim(), { throwOnError: true });
      setResult({ ok: true, text: forgotPasswordSuccessText(answer) });
    } catch (error) {
      setResult({ ok: false, text: forgotPasswordFailureText(error) });
    }
  };

  return (
    <RhfForm aria-label="Request password reset" onSubmit={handleSubmit(submit)}>
      {result && (
        <Alert
          type={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          showIcon
          message={result.text}
          style={{ marginBottom: 16 }}
        />
      )}
      <InputField control={control} name="email" label="Email" {...emailInput} />
      <Button
        type="primary"
        htmlType="submit"
        loading={isMutating}
        {...stableName('Send Reset Link', isMutating)}
      >
        Send Reset Link
      </Button>
    </RhfForm>
  );
}
