import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type ExistingAccountBody, type Registration, type User } from '@docnet/contracts';
import { ApiError, apiPost, errorBody, serverMessage } from '@/lib/api-client';
import { meKey } from './get-me';

/** POST /api/auth/register with the registration payload → the member. */
export function register(registration: Registration): Promise<User | null> {
  return apiPost<User | null>(ApiRoutes.authRegister, registration);
}

/**
 * The activation screen's error line (part 2 §8): the existing-account hint for a 409 with
 * `existingAccount`, else the server's message, else 'Failed to create account'.
 */
export function registrationErrorText(error: unknown): string {
  const body = errorBody<ExistingAccountBody>(error);
  if (error instanceof ApiError && error.status === 409 && body?.existingAccount) {
    return `Account already exists. Please use login with username: ${body.username ?? ''}`;
  }
  return serverMessage(error) ?? 'Failed to create account';
}

export function useRegister() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<User | null, Error, string, Registration>(
    ApiRoutes.authRegister,
    (_key, { arg }) => register(arg),
    {
      throwOnError: false,
      // The session follows the server: re-check who is signed in after an account is created.
      onSuccess: () => void mutate(meKey),
    },
  );
}
