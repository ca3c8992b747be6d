import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRoutes } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSessionStore } from '../stores/session-store';
import { clearSessionData } from './session-cache';

/** POST /api/auth/logout: clears the session. */
export function logout(): Promise<unknown> {
  return apiPost<unknown>(ApiRoutes.authLogout);
}

export interface UseLogoutOptions {
  onSuccess?: () => void;
}

/** The session layer's logout: clears the current member and every cached answer, toasts the outcome. */
export function useLogout({ onSuccess }: UseLogoutOptions = {}) {
  const { mutate } = useSWRConfig();
  const { setPending, markSignedOut } = useSessionStore.getState();
  return useSWRMutation<unknown, Error, string>(
    ApiRoutes.authLogout,
    () => {
      // Reset in finally, not in callbacks: swr skips them when the caller has unmounted.
      setPending('signing-out');
      return logout().finally(() => setPending('idle'));
    },
    {
      throwOnError: false,
      onSuccess: () => {
        markSignedOut();
        void clearSessionData(mutate, null);
        toast({ title: 'Logged Out' });
        onSuccess?.();
      },
      onError: () => {
        toast({ title: 'Logout Failed', description: 'Could not log out', variant: 'destructive' });
      },
    },
  );
}
