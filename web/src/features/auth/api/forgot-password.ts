import useSWRMutation from 'swr/mutation';
import { ApiRoutes, FORGOT_PASSWORD_MESSAGE, type AuthMessageBody } from '@docnet/contracts';
import { ApiError, apiPost, serverMessage } from '@/lib/api-client';

/** POST /api/auth/forgot-password {email}: OK means the request was accepted. */
export const forgotPasswordRoute = ApiRoutes.authForgotPassword;

export function requestPasswordReset(email: string): Promise<AuthMessageBody | null> {
  return apiPost<AuthMessageBody | null>(forgotPasswordRoute, { email });
}

/** The server's message, else the product's sentence, the same for any email (docs/product/sign-in-and-activation.md). */
export function forgotPasswordSuccessText(answer: AuthMessageBody | null | undefined): string {
  return answer?.message?.trim() ? answer.message : FORGOT_PASSWORD_MESSAGE;
}

/**
 * The server's message (e.g. rate limited), else 'Failed to request password reset'
 * for a refused call, else 'An unexpected error occurred.' when no answer came.
 */
export function forgotPasswordFailureText(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof ApiError) return 'Failed to request password reset';
  return 'An unexpected error occurred.';
}

export function useForgotPassword() {
  return useSWRMutation<AuthMessageBody | null, Error, string, string>(
    forgotPasswordRoute,
    (_key, { arg }) => requestPasswordReset(arg),
    { throwOnError: false, populateCache: false, revalidate: false },
  );
}
