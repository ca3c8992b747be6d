import useSWRMutation from 'swr/mutation';
import { ApiRoutes } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/forgot-password {email}: OK means the request was accepted. */
export const forgotPasswordRoute = ApiRoutes.authForgotPassword;

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiPost<unknown>(forgotPasswordRoute, { email });
}

export function useForgotPassword() {
  return useSWRMutation<unknown, Error, string, string>(
    forgotPasswordRoute,
    (_key, { arg }) => requestPasswordReset(arg),
    {
      throwOnError: false,
    },
  );
}
