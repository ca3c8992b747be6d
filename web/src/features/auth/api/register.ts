import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type ExistingAccountBody, type Registration, type User } from '@docnet/contracts';
import { ApiError, apiPost, errorBody, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSessionStore } from '../stores/session-store';
import { meKey } from './get-me';
import { clearSessionData } from './session-cache';

/** POST /api/auth/register with the registration payload {username, password, name, email, phoneNumber, npi} → the member. */
export function register(registration: Registration): Promise<User | null> {
  return apiPost<User | null>(ApiRoutes.authRegister, {
    username: registration.username,
    password: registration.password,
    name: registration.name,
    email: registration.email,
    phoneNumber: registration.phoneNumber,
    npi: registration.npi ?? null,
  });
}

/** The username of a 409 {existingAccount: true, username} answer, or null for any other outcome. */
export function existingAccountUsername(error: unknown): string | null {
  const body = errorBody<ExistingAccountBody>(error);
  if (error instanceof ApiError && error.status === 409 && body?.existingAccount) return body.username ?? '';
  return null;
}

/**
 * The activation screen's error line: the existing-account hint for a 409 with
 * `existingAccount`, else the server's message, else 'Failed to create account'.
 */
export function registrationErrorText(error: unknown): string {
  const existing = existingAccountUsername(error);
  if (existing !== null) return `Account already exists. Please use login with username: ${existing}`;
  return serverMessage(error) ?? 'Failed to create account';
}

/** Session-layer failure text: the server's message, else 'Could not create account'; 'Registration failed' when the body has none. */
export function sessionRegistrationFailureText(error: unknown): string {
  if (!(error instanceof Error) || !error.message) return 'Could not create account';
  return serverMessage(error) ?? 'Registration failed';
}

export interface UseRegisterOptions {
  /**
   * Session-layer toasts ('Registration Successful' / 'Registration Failed'). The activation
   * wizard turns them off: it has toasts of its own, and only one toast shows at a time.
   */
  sessionToasts?: boolean;
}

/** The session layer's register: the BFF signs the new member in, so the current member is set. */
export function useRegister({ sessionToasts = true }: UseRegisterOptions = {}) {
  const { mutate } = useSWRConfig();
  const { setPending, markSignedIn, rememberUsername } = useSessionStore.getState();
  return useSWRMutation<User | null, Error, string, Registration>(
    ApiRoutes.authRegister,
    (_key, { arg }) => {
      // Reset in finally, not in callbacks: swr skips them when the caller has unmounted.
      setPending('registering');
      return register(arg).finally(() => setPending('idle'));
    },
    {
      throwOnError: false,
      populateCache: false,
      revalidate: false,
      onSuccess: (user) => {
        markSignedIn(user?.username);
        void clearSessionData(mutate, user ?? undefined);
        if (!user) void mutate(meKey);
        if (sessionToasts) toast({ title: 'Registration Successful' });
      },
      onError: (error) => {
        const existing = existingAccountUsername(error);
        if (existing) rememberUsername(existing);
        if (sessionToasts)
          toast({
            title: 'Registration Failed',
            description: sessionRegistrationFailureText(error),
            variant: 'destructive',
          });
      },
    },
  );
}
