import type { User } from '../http/users';

/** Internal HTTP API of the profile service; only the BFF calls it. */
export const ProfileRoutes = {
  /** GET: the member's full User record; 404 until the profile exists. */
  profile: (id: number) => `/internal/profiles/${id}`,
} as const;

export type Profile = User;
