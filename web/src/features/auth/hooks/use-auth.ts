import type { User } from '@docnet/contracts';
import { useMe } from '../api/get-me';

/** Part 2 §4 auth state. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
}

/** The signed-in member as seen by every screen; derived from GET /api/auth/me in the swr cache. */
export function useAuth(): AuthState {
  const { data, error } = useMe();
  if (data) return { status: 'authenticated', user: data };
  // Before the first answer there is neither data nor error. A failed check (e.g. 503) counts as signed out.
  if (data === undefined && !error) return { status: 'loading', user: null };
  return { status: 'unauthenticated', user: null };
}
