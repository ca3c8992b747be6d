import { ApiRoutes, type AuthMessageBody, type VerifiedBody } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/sms/send: a code to the member's phone (the wizard's route). */
export function sendPhoneCode(phoneNumber: string): Promise<AuthMessageBody> {
  return apiPost<AuthMessageBody>(ApiRoutes.authSmsSend, { phoneNumber });
}

/**
 * POST /api/auth/sms/verify while signed in: identity marks the number as the account's verified phone (replacing a
 * verified one needs the current password).
 */
export function verifyPhoneCode(phoneNumber: string, code: string, currentPassword?: string): Promise<VerifiedBody> {
  return apiPost<VerifiedBody>(ApiRoutes.authSmsVerify, { phoneNumber, code, currentPassword });
}
