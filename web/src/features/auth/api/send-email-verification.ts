import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type AuthMessageBody, type EmailCodeRequest } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/send-email-verification {email}: sends a 6-digit code to the address. */
export const sendEmailVerificationRoute = ApiRoutes.authSendEmailVerification;

export function sendEmailVerification(request: EmailCodeRequest): Promise<AuthMessageBody | null> {
  return apiPost<AuthMessageBody | null>(sendEmailVerificationRoute, { email: request.email });
}

export function useSendEmailVerification() {
  return useSWRMutation<AuthMessageBody | null, Error, string, EmailCodeRequest>(
    sendEmailVerificationRoute,
    (_key, { arg }) => sendEmailVerification(arg),
    { throwOnError: false, populateCache: false, revalidate: false },
  );
}
