import { useEffect, useRef, useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Flex } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { resetPasswordFormSchema, type ResetPasswordForm as ResetValues } from '@docnet/contracts';
import { TextAreaField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { paths } from '@/config/paths';
import { resetFailureText, resetPasswordRequest, useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './account-fields';
import { stableName } from './stable-name';

/** Password reset states. */
export type ResetStatus = 'idle' | 'submitting' | 'success' | 'error';

/** After a successful reset the member goes to /auth after 3 seconds. */
export const REDIRECT_AFTER_RESET_MS = 3000;

export const RESET_SUCCESS_TEXT = 'Your password has been reset. You can now sign in with your new password.';

export interface ResetPasswordFormProps {
  /** The token of the reset link; when absent the form has a token field (the test page). */
  token?: string;
  /** Go to /auth 3 s after success (the /reset-password screen). */
  redirectOnSuccess?: boolean;
}

/** New password and confirmation (the messages of the shared contract schema), then POST /api/auth/reset-password. */
export function ResetPasswordForm({ token, redirectOnSuccess = false }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const tokenField = token === undefined;
  const [status, setStatus] = useState<ResetStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { trigger } = useResetPassword();
  const { control, handleSubmit } = useForm<ResetValues>({
    resolver: yupResolver(resetPasswordFormSchema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const submit = async (values: ResetValues) => {
    setStatus('submitting');
    setMessage(null);
    try {
      const answer = await trigger(resetPasswordRequest(values), { throwOnError: true });
      setStatus('success');
      setMessage(answer?.message?.trim() ? answer.message : RESET_SUCCESS_TEXT);
      if (redirectOnSuccess)
        redirectTimer.current = window.setTimeout(
          () => navigate(paths.auth.getHref(), { replace: true }),
          REDIRECT_AFTER_RESET_MS,
        );
    } catch (error) {
      setStatus('error');
      setMessage(resetFailureText(error));
    }
  };

  const goToLogin = (
    <Button
      type={status === 'success' ? 'primary' : 'default'}
      onClick={() => navigate(paths.auth.getHref())}
    >
      Go to Login
    </Button>
  );

  if (status === 'success') {
    return (
      <Flex vertical gap={16}>
        <Alert
          type="success"
          showIcon
          role="status"
          message={message}
          description={redirectOnSuccess ? 'Redirecting to login in 3 seconds...' : undefined}
        />
        {goToLogin}
      </Flex>
    );
  }

  return (
    <RhfForm aria-label="Reset password" onSubmit={handleSubmit(submit)}>
      {status === 'error' && message && (
        <Alert type="error" showIcon role="alert" message={message} style={{ marginBottom: 16 }} />
      )}
      {tokenField && (
        <TextAreaField
          control={control}
          name="token"
          label="Reset Token"
          rows={2}
          autoComplete="off"
          placeholder="Paste the token from the reset link"
        />
      )}
      <NewPasswordFields control={control} labels={['New Password', 'Confirm New Password']} />
      <Flex gap={8} justify="space-between" wrap>
        <Button
          type="primary"
          htmlType="submit"
          loading={status === 'submitting'}
          {...stableName('Reset Password', status === 'submitting')}
        >
          Reset Password
        </Button>
        {goToLogin}
      </Flex>
    </RhfForm>
  );
}
