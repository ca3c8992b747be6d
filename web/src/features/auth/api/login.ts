import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type Credentials, type User } from '@docnet/contracts';
import { apiPost, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { meKey } from './get-me';
import { useSessionStore } from '../stores/session-store';
import { clearSessionData } from './session-cache';

/** POST /api/auth/login {username, password} → the member. */
export function login(credentials: Credentials): Promise<User | null> {
  return apiPost<User | null>(ApiRoutes.authLogin, {
    username: credentials.username,
    password: credentials.password,
  });
}

/** Part 1 §8 login failure text: the server's message, else 'Invalid credentials'; 'Login failed' when the body has none. */
export function loginFailureDescription(error: unknown): string {
  if (!(error instanceof Error) || !error.message) return 'Invalid credentials';
  return serverMessage(error) ?? 'Login failed';
}

export interface UseLoginOptions {
  onSuccess?: (user: User | null) => void;
  onError?: (error: unknown) => void;
}

/** The session layer's login: sets the current member and toasts the outcome. */
export function useLogin({ onSuccess, onError }: UseLoginOptions = {}) {
  const { mutate } = useSWRConfig();
  const { setPending, markSignedIn } = useSessionStore.getState();
  return useSWRMutation<User | null, Error, string, Credentials>(
    ApiRoutes.authLogin,
    (_key, { arg }) => {
      // Reset in finally, not in callbacks: swr skips them when the caller has unmounted.
      setPending('signing-in');
      return login(arg).finally(() => setPending('idle'));
    },
    {
      throwOnError: false,
      onSuccess: (user) => {
        markSignedIn(user?.username);
        // Nothing cached for a previous member may leak into this session.
        void clearSessionData(mutate, user ?? undefined);
        if (!user) void mutate(meKey);
        toast({ title: 'Login Successful', description: 'Welcome back!' });
        onSuccess?.(user);
      },
      onError: (error) => {
        toast({ title: 'Login Failed', description: loginFailureDescription(error), variant: 'destructive' });
        onError?.(error);
      },
    },
  );
}
