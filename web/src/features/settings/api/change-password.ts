import { ApiRoutes, type ChangePassword, type PasswordChangedBody } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/change-password: the member's other sessions end; this one stays signed in. */
export function changePassword(input: ChangePassword): Promise<PasswordChangedBody | null> {
  return apiPost<PasswordChangedBody | null>(ApiRoutes.authChangePassword, {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
}
