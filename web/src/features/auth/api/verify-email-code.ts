import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type EmailCodeCheck, type VerifiedBody } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/verify-email-code {email, code}: OK means the address is verified. */
export const verifyEmailCodeRoute = ApiRoutes.authVerifyEmailCode;

export function verifyEmailCode(check: EmailCodeCheck): Promise<VerifiedBody | null> {
  return apiPost<VerifiedBody | null>(verifyEmailCodeRoute, { email: check.email, code: check.code });
}

export function useVerifyEmailCode() {
  return useSWRMutation<VerifiedBody | null, Error, string, EmailCodeCheck>(
    verifyEmailCodeRoute,
    (_key, { arg }) => verifyEmailCode(arg),
    { throwOnError: false, populateCache: false, revalidate: false },
  );
}
