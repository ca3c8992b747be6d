import { ApiRoutes, type EmailChangeStarted, type VerifiedBody } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/email-change: (again) sends a code to the new address, confirmed with the current password. */
export function requestEmailChange(email: string, currentPassword?: string): Promise<EmailChangeStarted> {
  return apiPost<EmailChangeStarted>(ApiRoutes.authEmailChange, { email, currentPassword });
}

/** POST /api/auth/email-change/verify: the pending address becomes the member's email. */
export function verifyEmailChange(code: string): Promise<VerifiedBody> {
  return apiPost<VerifiedBody>(ApiRoutes.authEmailChangeVerify, { code });
}
