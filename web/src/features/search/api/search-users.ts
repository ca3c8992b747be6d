import useSWR from 'swr';
import { ApiRoutes, type User } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { hasCriteria, searchCriteriaProblem, type SearchCriteria } from '../utils/search-params';

/** Search results are cached 60 seconds. */
export const SEARCH_CACHE_MS = 60_000;

export const SEARCH_FAILED = 'Failed to search users';
export const ALL_DOCTORS_FAILED = 'Failed to fetch all doctors';

/** GET /api/users/search with the criteria sent only when set; no parameters answers the full list. */
export function searchUrl(criteria: SearchCriteria | null): string {
  if (!criteria) return ApiRoutes.usersSearch;
  const params = new URLSearchParams();
  if (criteria.query.trim()) params.set('query', criteria.query.trim());
  if (criteria.query.trim() && criteria.filterType) params.set('filterType', criteria.filterType);
  if (criteria.specialty) params.set('specialty', criteria.specialty);
  if (criteria.affiliations.length) params.set('affiliations', criteria.affiliations.join(','));
  const text = params.toString();
  return text ? `${ApiRoutes.usersSearch}?${text}` : ApiRoutes.usersSearch;
}

async function fetchResults(url: string, failure: string): Promise<User[]> {
  try {
    const answer = await apiGet<User[] | null>(url);
    return Array.isArray(answer) ? answer : [];
  } catch (error) {
    throw new Error(failure, { cause: error });
  }
}

/**
 * The results for the criteria in the URL; `all` asks for the full list ('Show All Doctors').
 * An empty query with no specialty or affiliation answers nothing without a call.
 */
export function useSearchUsers(criteria: SearchCriteria, all: boolean) {
  // Criteria the server would refuse are not sent: the page shows the rule's message instead.
  const key = all ? searchUrl(null) : hasCriteria(criteria) && !searchCriteriaProblem(criteria) ? searchUrl(criteria) : null;
  return useSWR<User[]>(key, (url: string) => fetchResults(url, all ? ALL_DOCTORS_FAILED : SEARCH_FAILED), {
    dedupingInterval: SEARCH_CACHE_MS,
    focusThrottleInterval: SEARCH_CACHE_MS,
    keepPreviousData: false,
  });
}
