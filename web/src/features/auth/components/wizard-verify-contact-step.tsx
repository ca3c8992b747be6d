import { useState } from 'react';
import { Alert, Button, Flex, Input, Space, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text } from '@/components/ui/typography';
import { smsBypassHint } from '@/config/build-flags';
import type { ValidationError } from 'yup';
import { emailCodeCheckSchema, smsCodeCheckSchema } from '@docnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { sendEmailVerification } from '../api/send-email-verification';
import { sendSmsCode } from '../api/send-sms-code';
import { verifyEmailCode } from '../api/verify-email-code';
import { verifySmsCode } from '../api/verify-sms-code';
import {
  canContinueFromVerification,
  canVerify,
  type VerificationChannel,
  type WizardState,
} from './activation-wizard-state';
import { stableName } from './stable-name';

export interface VerifyContactStepProps {
  state: WizardState;
  onCodeChange: (channel: VerificationChannel, code: string) => void;
  onVerified: (channel: VerificationChannel) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 3: an email code and an SMS code, each with Send Code and Verify. Continue is enabled
 * only once the email is verified; the phone is optional.
 */
export function VerifyContactStep({
  state,
  onCodeChange,
  onVerified,
  onBack,
  onContinue,
}: VerifyContactStepProps) {
  const { contact, verification } = state;
  return (
    <Flex vertical gap={16}>
      <CodeVerification
        channel="email"
        title="Email Verification"
        target={contact.email}
        code={verification.emailCode}
        verified={verification.emailVerified}
        onCodeChange={(code) => onCodeChange('email', code)}
        onVerified={() => onVerified('email')}
      />
      <CodeVerification
        channel="sms"
        title="Phone Verification"
        target={contact.phoneNumber}
        code={verification.smsCode}
        verified={verification.smsVerified}
        onCodeChange={(code) => onCodeChange('sms', code)}
        onVerified={() => onVerified('sms')}
      />
      {smsBypassHint && (
        <Alert
          type="info"
          showIcon
          message="Testing"
          description="On test servers where the SMS bypass is switched on, its fixed code verifies the phone without sending an SMS. Phone verification is optional."
        />
      )}
      <Flex justify="space-between">
        <Button onClick={onBack}>Back</Button>
        <Button type="primary" disabled={!canContinueFromVerification(state)} onClick={onContinue}>
          Continue
        </Button>
      </Flex>
    </Flex>
  );
}

interface CodeVerificationProps {
  channel: VerificationChannel;
  title: string;
  target: string;
  code: string;
  verified: boolean;
  onCodeChange: (code: string) => void;
  onVerified: () => void;
}

/** One channel: Send Code, the code field, Verify, and the 'Verified' badge after success. */
function CodeVerification({
  channel,
  title,
  target,
  code,
  verified,
  onCodeChange,
  onVerified,
}: CodeVerificationProps) {
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const inputId = `${channel}-code`;
  const label = channel === 'email' ? 'Email verification code' : 'SMS verification code';

  const send = async () => {
    setSending(true);
    try {
      if (channel === 'email') await sendEmailVerification({ email: target });
      else await sendSmsCode({ phoneNumber: target });
      toast({
        title: 'Verification Code Sent',
        description:
          channel === 'email'
            ? 'Check your email for the verification code.'
            : 'Check your phone for the verification code.',
      });
    } catch (error) {
      toast({
        title: 'Failed to send verification code',
        description: serverMessage(error),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    setCodeError(null);
    const trimmed = code.trim();
    try {
      // The same rules as the server's (contracts): a 6-digit code.
      if (channel === 'email') await emailCodeCheckSchema.validate({ email: target, code: trimmed });
      else await smsCodeCheckSchema.validate({ phoneNumber: target, code: trimmed });
    } catch (error) {
      setCodeError((error as ValidationError).message);
      return;
    }
    setVerifying(true);
    try {
      if (channel === 'email') await verifyEmailCode({ email: target, code: trimmed });
      else await verifySmsCode({ phoneNumber: target, code: trimmed });
      onVerified();
      toast({ title: channel === 'email' ? 'Email Verified' : 'Phone Verified' });
    } catch {
      setCodeError('Invalid or expired verification code.');
      toast({
        title: 'Verification Failed',
        description: 'Invalid or expired verification code.',
        variant: 'destructive',
      });
    } finally {
      setVerifying(false);
    }
  };

  return (
    <section aria-label={title}>
      <Card size="small" title={title} extra={verified ? <Tag color="success">Verified</Tag> : null}>
        <Paragraph>
          {channel === 'email' ? 'We send a 6-digit code to ' : 'We text a 6-digit code to '}
          <Text strong>{target}</Text>.
        </Paragraph>
        {!verified && (
          <Flex vertical gap={8}>
            <Button
              onClick={() => void send()}
              loading={sending}
              {...stableName('Send Code', sending)}
              style={{ alignSelf: 'flex-start' }}
            >
              Send Code
            </Button>
            <label htmlFor={inputId}>{label}</label>
            <Space.Compact style={{ maxWidth: 320 }}>
              <Input
                id={inputId}
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="6-digit code"
                status={codeError ? 'error' : undefined}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  setCodeError(null);
                  onCodeChange(event.target.value);
                }}
                onPressEnter={() => {
                  if (canVerify(code)) void verify();
                }}
              />
              <Button
                type="primary"
                disabled={!canVerify(code)}
                loading={verifying}
                {...stableName('Verify', verifying)}
                onClick={() => void verify()}
              >
                Verify
              </Button>
            </Space.Compact>
            {codeError && (
              <Text type="danger" id={`${inputId}-error`}>
                {codeError}
              </Text>
            )}
          </Flex>
        )}
      </Card>
    </section>
  );
}
