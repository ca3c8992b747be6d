import { useState } from 'react';
import { Button, Flex, Input, Tag } from 'antd';
import { Text, Title } from '@/components/ui/typography';
import { useSWRConfig } from 'swr';
import { ApiRoutes, emailChangeCheckSchema, type User } from '@docnet/contracts';
import { useStepUp } from '@/components/form/step-up';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { requestEmailChange, verifyEmailChange } from '../api/email-change';
import { sendPhoneCode, verifyPhoneCode } from '../api/phone-verification';

function VerifiedTag({ verified }: { verified: boolean }) {
  return <Tag color={verified ? 'green' : 'red'}>{verified ? 'Verified' : 'Not verified'}</Tag>;
}

/** The code rule of the server, with its message, checked before anything is sent. */
function codeProblem(code: string): string | null {
  try {
    emailChangeCheckSchema.validateSync({ code });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A 6-digit code box with its button; the rule's message below it. */
function CodeEntry({ label, action, onSubmit }: { label: string; action: string; onSubmit: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found = codeProblem(code);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Input
          aria-label={label}
          placeholder="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          status={problem ? 'error' : undefined}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={() => void submit()}
          style={{ width: 160 }}
        />
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {action}
        </Button>
      </Flex>
      {problem && <Text type="danger">{problem}</Text>}
    </Flex>
  );
}

/**
 * Account tab's 'Verification': the email in use and a new one waiting for its code, and the
 * phone, verified by SMS with the wizard's routes while signed in (two-factor sign-in needs it).
 */
export function ContactVerification({ user }: { user: User }) {
  const { mutate } = useSWRConfig();
  const [phoneCodeSent, setPhoneCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const phoneVerified = user.smsVerified === true;
  const stepUp = useStepUp('Your email and phone are where we send sign-in codes and security notices.');

  const refresh = async () => {
    await Promise.all([mutate(ApiRoutes.authMe), mutate(ApiRoutes.usersById(user.id))]);
  };
  const failed = (error: unknown, fallback: string) =>
    toast({ title: 'Verification Failed', description: serverMessage(error) ?? fallback, variant: 'destructive' });

  const send = async (run: () => Promise<unknown>, sentTo: string) => {
    setSending(true);
    try {
      if ((await run()) === null) return false;
      toast({ title: 'Verification code sent', description: `We sent a code to ${sentTo}.` });
      return true;
    } catch (error) {
      failed(error, 'Failed to send verification code');
      return false;
    } finally {
      setSending(false);
    }
  };

  const verifyEmail = async (code: string) => {
    try {
      await verifyEmailChange(code);
      toast({ title: 'Email Verified', description: `${user.pendingEmail} is now your email for sign-in and notifications.` });
      await refresh();
    } catch (error) {
      failed(error, 'Invalid or expired verification code.');
    }
  };

  const verifyPhone = async (code: string) => {
    if (!user.phoneNumber) return;
    try {
      const phoneNumber = user.phoneNumber;
      if ((await stepUp.confirmWithPassword((currentPassword) => verifyPhoneCode(phoneNumber, code, currentPassword))) === null) return;
      toast({ title: 'Phone Verified', description: 'You can now turn on two-factor authentication under Security.' });
      setPhoneCodeSent(false);
      await refresh();
    } catch (error) {
      failed(error, 'Invalid or expired verification code.');
    }
  };

  return (
    <Flex vertical gap={16} aria-label="Verification">
      <Title level={2} style={{ fontSize: 18, margin: 0 }}>
        Verification
      </Title>
      <Flex vertical gap={8}>
        <Text strong>Email</Text>
        <Flex gap={8} align="center" wrap>
          <Text>{user.email}</Text>
          <VerifiedTag verified={user.isVerified === true} />
        </Flex>
        {user.pendingEmail && (
          <Flex vertical gap={8}>
            <Flex gap={8} align="center" wrap>
              <Text>New email {user.pendingEmail}</Text>
              <VerifiedTag verified={false} />
              <Button
                type="link"
                disabled={sending}
                onClick={() => {
                  const pending = user.pendingEmail as string;
                  void send(() => stepUp.confirmWithPassword((currentPassword) => requestEmailChange(pending, currentPassword)), pending);
                }}
              >
                Resend code
              </Button>
            </Flex>
            <Text type="secondary">Your current email stays in use until you enter the code we sent to the new one.</Text>
            <CodeEntry label="Email verification code" action="Verify Email" onSubmit={verifyEmail} />
          </Flex>
        )}
      </Flex>
      <Flex vertical gap={8}>
        <Text strong>Phone</Text>
        <Flex gap={8} align="center" wrap>
          <Text>{user.phoneNumber || 'No phone number'}</Text>
          {user.phoneNumber && <VerifiedTag verified={phoneVerified} />}
          {user.phoneNumber && !phoneVerified && (
            <Button
              loading={sending}
              onClick={() => {
                const phone = user.phoneNumber as string;
                void send(() => sendPhoneCode(phone), phone).then((sent) => sent && setPhoneCodeSent(true));
              }}
            >
              {phoneCodeSent ? 'Resend Code' : 'Send Code'}
            </Button>
          )}
        </Flex>
        {phoneCodeSent && !phoneVerified && <CodeEntry label="SMS verification code" action="Verify Phone" onSubmit={verifyPhone} />}
      </Flex>
      {stepUp.dialog}
    </Flex>
  );
}
