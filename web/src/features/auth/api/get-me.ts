import useSWR from 'swr';
import { ApiRoutes, type User } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/auth/me: the signed-in member, or null when signed out (401 opts in to null). */
export const meKey = ApiRoutes.authMe;

export function getMe(): Promise<User | null> {
  return apiGet<User | null>(ApiRoutes.authMe, { on401: 'returnNull' });
}

export function useMe() {
  return useSWR<User | null>(meKey, getMe);
}
