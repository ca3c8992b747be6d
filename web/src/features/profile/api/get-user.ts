import useSWR from 'swr';
import { ApiRoutes, type User } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/users/{id} runs only when id is a valid number. */
export function isValidUserId(id: string | undefined): id is string {
  return !!id && /^\d+$/.test(id) && Number(id) > 0;
}

export const userKey = (id: number | string) => ApiRoutes.usersById(id);

export function getUser(id: number | string): Promise<User> {
  return apiGet<User>(userKey(id));
}

export function useUser(id: string | undefined) {
  return useSWR<User>(isValidUserId(id) ? userKey(id) : null, () => getUser(id as string));
}
