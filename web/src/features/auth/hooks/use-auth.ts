import { useEffect } from 'react';
import type { User } from '@docnet/contracts';
import { useMe } from '../api/get-me';
import { useSessionStore } from '../stores/session-store';

/** Auth state. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
}

/** The auth state from the session check's answer (or its absence). */
export function authStatusOf(data: User | null | undefined, error: unknown): AuthStatus {
  if (data) return 'authenticated';
  // Before the first answer there is neither data nor error. A failed check (e.g. 503) counts as signed out.
  if (data === undefined && !error) return 'loading';
  return 'unauthenticated';
}

/**
 * The signed-in member as seen by every screen; derived from GET /api/auth/me in the swr cache.
 * Records in the session store that this tab has had a member (see {@link useSessionStore}).
 */
export function useAuth(): AuthState {
  const { data, error } = useMe();
  const status = authStatusOf(data, error);
  const hadMember = useSessionStore((state) => state.hadMember);
  const markSignedIn = useSessionStore((state) => state.markSignedIn);

  useEffect(() => {
    if (status === 'authenticated' && !hadMember) markSignedIn(data?.username);
  }, [status, hadMember, markSignedIn, data?.username]);

  return { status, user: status === 'authenticated' ? (data ?? null) : null };
}
