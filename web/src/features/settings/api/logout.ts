import { ApiRoutes } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/logout from the settings screen. */
export function logoutFromSettings(): Promise<unknown> {
  return apiPost<unknown>(ApiRoutes.authLogout);
}
