import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type NpiMatch, type NpiSearch } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/auth/discover-account: {searchType, npiNumber} or {searchType, firstName,
 * lastName, city, state} → the matching NPI records. A non-OK answer is a failure.
 */
export const discoverAccountRoute = ApiRoutes.authDiscoverAccount;

/** Only the fields of the chosen search method are sent; blank ones are left out. */
export function discoverAccountBody(search: NpiSearch): NpiSearch {
  const pick = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  if (search.searchType === 'npi') return { searchType: 'npi', npiNumber: pick(search.npiNumber) };
  return {
    searchType: 'name',
    firstName: pick(search.firstName),
    lastName: pick(search.lastName),
    city: pick(search.city),
    state: pick(search.state),
  };
}

export async function discoverAccount(search: NpiSearch): Promise<NpiMatch[]> {
  const matches = await apiPost<NpiMatch[] | null>(discoverAccountRoute, discoverAccountBody(search));
  return Array.isArray(matches) ? matches : [];
}

export function useDiscoverAccount() {
  return useSWRMutation<NpiMatch[], Error, string, NpiSearch>(
    discoverAccountRoute,
    (_key, { arg }) => discoverAccount(arg),
    // Search results belong to the wizard step, not to the shared cache.
    { throwOnError: false, populateCache: false, revalidate: false },
  );
}
