import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'antd';
import { Paragraph } from '@/components/ui/typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  credentialsSchema,
  loginCodeSchema,
  type Credentials,
  type LoginChallengeBody,
  type LoginCode,
  type SuspendedBody,
} from '@docnet/contracts';
import { InputField, PasswordField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resendLoginCode } from '../api/login';
import { suspensionOf } from '../api/suspension-appeal';
import { useAuthHelper } from '../hooks/use-auth-helper';
import { useSessionStore } from '../stores/session-store';
import { SuspensionAppeal } from './suspension-appeal';

/**
 * Two-factor sign-in's second step: the 6-digit SMS code completes the sign-in. It says which phone the code went
 * to, and another code can be asked for (the server counts them).
 */
function LoginCodeForm({
  challenge,
  onSubmit,
  onBack,
  onResent,
  busy,
}: {
  challenge: LoginChallengeBody;
  onSubmit: (values: LoginCode) => Promise<unknown>;
  onBack: () => void;
  onResent: (challenge: LoginChallengeBody) => void;
  busy: boolean;
}) {
  const { control, handleSubmit } = useForm<LoginCode>({
    resolver: yupResolver(loginCodeSchema),
    defaultValues: { code: '' },
  });
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      const again = await resendLoginCode();
      toast({ title: 'Verification Code Sent', description: `We sent a new code to ${again.sentTo}.` });
      onResent(again);
    } catch (error) {
      toast({
        title: 'Code Not Sent',
        description: serverMessage(error) ?? 'Failed to send verification code',
        variant: 'destructive',
      });
    } finally {
      setResending(false);
    }
  };
  return (
    <RhfForm aria-label="Two-factor sign-in" onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Paragraph>{challenge.message}</Paragraph>
      <Paragraph type="secondary">Sent to {challenge.sentTo}.</Paragraph>
      <InputField
        control={control}
        name="code"
        label="Verification code"
        autoFocus
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="123456"
        size="large"
      />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={busy}
        aria-label="Verify Code"
        aria-busy={busy}
      >
        Verify Code
      </Button>
      <Button block onClick={() => void resend()} loading={resending} style={{ marginTop: 8 }}>
        Resend code
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        Back to sign in
      </Button>
    </RhfForm>
  );
}

/**
 * Username and password. Success goes to /. With
 * two-factor sign-in on, the password step is followed by the SMS code step. A suspended account (either step's 403
 * with an appeal token) gets the suspension's reason and its appeal form below the password step.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<LoginChallengeBody | null>(null);
  const [suspension, setSuspension] = useState<SuspendedBody | null>(null);
  const { control, handleSubmit } = useForm<Credentials>({
    resolver: yupResolver(credentialsSchema),
    // After an activation or an 'Account already exists' answer, the username is offered again.
    defaultValues: { username: useSessionStore.getState().lastUsername ?? '', password: '' },
    mode: 'onTouched',
  });
  const {
    login: { trigger },
    verifyLoginCode,
    pending,
  } = useAuthHelper({
    login: {
      onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
      onChallenge: setChallenge,
      // On this screen a failed attempt is only logged; the session layer shows the toast.
      onError: (error) => {
        console.warn('Sign-in failed', error);
        const suspended = suspensionOf(error);
        if (!suspended) return;
        setChallenge(null);
        setSuspension(suspended);
      },
    },
  });

  if (challenge) {
    return (
      <LoginCodeForm
        challenge={challenge}
        busy={pending === 'signing-in'}
        onSubmit={(values) => verifyLoginCode.trigger(values)}
        onBack={() => setChallenge(null)}
        onResent={setChallenge}
      />
    );
  }

  return (
    <>
      <RhfForm
        aria-label="Login"
        onSubmit={handleSubmit((values) => {
          setSuspension(null);
          return trigger(values);
        })}
      >
        <InputField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          placeholder="Enter your username"
          size="large"
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
          placeholder="Enter your password"
          size="large"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={pending === 'signing-in'}>
          Login
        </Button>
      </RhfForm>
      {/* Keyed by the token: another suspended sign-in starts a fresh appeal. */}
      {suspension && <SuspensionAppeal key={suspension.appealToken} suspension={suspension} />}
    </>
  );
}
