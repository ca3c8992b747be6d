import type { ScopedMutator } from 'swr';
import type { User } from '@docnet/contracts';
import { meKey } from './get-me';

/**
 * Drops every cached server answer of the previous session and sets the current member
 * (null when signed out). Called on login and logout.
 */
export async function clearSessionData(mutate: ScopedMutator, user: User | null | undefined): Promise<void> {
  if (user !== undefined) await mutate(meKey, user, { revalidate: false });
  await mutate((key) => key !== meKey, undefined, { revalidate: false });
}
