import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type AuthMessageBody, type ResetPassword } from '@docnet/contracts';
import { ApiError, apiPost, serverMessage } from '@/lib/api-client';

/** POST /api/auth/reset-password {token, password}: failure carries a message. */
export const resetPasswordRoute = ApiRoutes.authResetPassword;

/** The reset form's request: the token as pasted, trimmed; the password exactly as typed. */
export function resetPasswordRequest(values: ResetPassword): ResetPassword {
  return { token: values.token.trim(), password: values.password };
}

export function resetPassword(request: ResetPassword): Promise<AuthMessageBody | null> {
  return apiPost<AuthMessageBody | null>(resetPasswordRoute, {
    token: request.token,
    password: request.password,
  });
}

/**
 * The server's message, else 'Failed to reset password' for a refused
 * call, else 'An unexpected error occurred.' when the call did not get an answer at all.
 */
export function resetFailureText(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof ApiError) return 'Failed to reset password';
  return 'An unexpected error occurred.';
}

export function useResetPassword() {
  return useSWRMutation<AuthMessageBody | null, Error, string, ResetPassword>(
    resetPasswordRoute,
    (_key, { arg }) => resetPassword(arg),
    { throwOnError: false, populateCache: false, revalidate: false },
  );
}
