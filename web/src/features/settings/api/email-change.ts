import { ApiRoutes, type EmailChangeStarted, type VerifiedBody } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/email-change: (again) sends a code to the new address. */
export function requestEmailChange(email: string): Promise<EmailChangeStarted> {
  return apiPost<EmailChangeStarted>(ApiRoutes.authEmailChange, { email });
}

/** POST /api/auth/email-change/verify: the pending address becomes the member's email. */
export function verifyEmailChange(code: string): Promise<VerifiedBody> {
  return apiPost<VerifiedBody>(ApiRoutes.authEmailChangeVerify, { code });
}
