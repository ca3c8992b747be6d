import { ApiRoutes, type EmailChangeStarted } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/email-change: identity sends a code to the new address; the current one stays in use until it is checked (Settings). */
export function requestEmailChange(email: string, currentPassword?: string): Promise<EmailChangeStarted> {
  return apiPost<EmailChangeStarted>(ApiRoutes.authEmailChange, { email, currentPassword });
}
