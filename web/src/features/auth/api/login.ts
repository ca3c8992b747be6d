import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  ApiRoutes,
  isLoginChallenge,
  type Credentials,
  type LoginAnswer,
  type LoginChallengeBody,
  type LoginCode,
  type User,
} from '@docnet/contracts';
import { apiPost, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { meKey } from './get-me';
import { useSessionStore } from '../stores/session-store';
import { clearSessionData } from './session-cache';

/** POST /api/auth/login {username, password} → the member, or the two-factor challenge (an SMS code was sent). */
export function login(credentials: Credentials): Promise<LoginAnswer | null> {
  return apiPost<LoginAnswer | null>(ApiRoutes.authLogin, {
    username: credentials.username,
    password: credentials.password,
  });
}

/** POST /api/auth/login/resend-code → the challenge again: another SMS code for the sign-in waiting in this browser. */
export function resendLoginCode(): Promise<LoginChallengeBody> {
  return apiPost<LoginChallengeBody>(ApiRoutes.authLoginResendCode, {});
}

/** POST /api/auth/login/verify-code {code} → the member: the second step of a two-factor sign-in. */
export function verifyLoginCode(input: LoginCode): Promise<User | null> {
  return apiPost<User | null>(ApiRoutes.authLoginVerifyCode, { code: input.code });
}

/** The server's message, else 'Invalid credentials'; 'Login failed' when the body has none. */
export function loginFailureDescription(error: unknown): string {
  if (!(error instanceof Error) || !error.message) return 'Invalid credentials';
  return serverMessage(error) ?? 'Login failed';
}

export interface UseLoginOptions {
  onSuccess?: (user: User | null) => void;
  onError?: (error: unknown) => void;
  /** Two-factor sign-in: the password was right and an SMS code is awaited (no session yet). */
  onChallenge?: (challenge: LoginChallengeBody) => void;
}

/** The member is signed in: set them as the current member and toast it. */
function useSignedIn({ onSuccess }: Pick<UseLoginOptions, 'onSuccess'>) {
  const { mutate } = useSWRConfig();
  const { markSignedIn } = useSessionStore.getState();
  return (user: User | null) => {
    markSignedIn(user?.username);
    // Nothing cached for a previous member may leak into this session.
    void clearSessionData(mutate, user ?? undefined);
    if (!user) void mutate(meKey);
    toast({ title: 'Login Successful', description: 'Welcome back!' });
    onSuccess?.(user);
  };
}

const failed = (onError: UseLoginOptions['onError']) => (error: unknown) => {
  toast({ title: 'Login Failed', description: loginFailureDescription(error), variant: 'destructive' });
  onError?.(error);
};

/** The session layer's login: sets the current member (or hands over the two-factor challenge) and toasts the outcome. */
export function useLogin({ onSuccess, onError, onChallenge }: UseLoginOptions = {}) {
  const { setPending } = useSessionStore.getState();
  const signedIn = useSignedIn({ onSuccess });
  return useSWRMutation<LoginAnswer | null, Error, string, Credentials>(
    ApiRoutes.authLogin,
    (_key, { arg }) => {
      // Reset in finally, not in callbacks: swr skips them when the caller has unmounted.
      setPending('signing-in');
      return login(arg).finally(() => setPending('idle'));
    },
    {
      throwOnError: false,
      onSuccess: (answer) => {
        if (isLoginChallenge(answer)) {
          toast({ title: 'Verification Code Sent', description: 'Check your phone for the verification code.' });
          onChallenge?.(answer);
          return;
        }
        signedIn(answer);
      },
      onError: failed(onError),
    },
  );
}

/** The second step of a two-factor sign-in: the SMS code completes it like a login. */
export function useVerifyLoginCode({ onSuccess, onError }: Omit<UseLoginOptions, 'onChallenge'> = {}) {
  const { setPending } = useSessionStore.getState();
  const signedIn = useSignedIn({ onSuccess });
  return useSWRMutation<User | null, Error, string, LoginCode>(
    ApiRoutes.authLoginVerifyCode,
    (_key, { arg }) => {
      setPending('signing-in');
      return verifyLoginCode(arg).finally(() => setPending('idle'));
    },
    { throwOnError: false, onSuccess: signedIn, onError: failed(onError) },
  );
}
