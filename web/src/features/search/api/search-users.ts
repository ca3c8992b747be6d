import useSWR from 'swr';
import { ApiRoutes, type UserSearchPage } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { hasCriteria, searchCriteriaProblem, type ResultPaging, type SearchCriteria } from '../utils/search-params';

/** Search results are cached 60 seconds. */
export const SEARCH_CACHE_MS = 60_000;

export const SEARCH_FAILED = 'Failed to search users';
export const ALL_DOCTORS_FAILED = 'Failed to fetch all doctors';

/**
 * GET /api/users/search for one page of the results: the criteria sent only when set (none: every doctor), then the
 * page, its size and an order other than relevance. The answer holds the total and the filter options' counts.
 */
export function searchUrl(criteria: SearchCriteria | null, paging: ResultPaging): string {
  const params = new URLSearchParams();
  if (criteria?.query.trim()) params.set('query', criteria.query.trim());
  if (criteria?.query.trim() && criteria.filterType) params.set('filterType', criteria.filterType);
  if (criteria?.specialty) params.set('specialty', criteria.specialty);
  if (criteria?.affiliations.length) params.set('affiliations', criteria.affiliations.join(','));
  params.set('page', String(paging.page));
  params.set('pageSize', String(paging.pageSize));
  if (paging.sortBy !== 'relevance') params.set('sortBy', paging.sortBy);
  return `${ApiRoutes.usersSearch}?${params.toString()}`;
}

async function fetchPage(url: string, failure: string): Promise<UserSearchPage> {
  try {
    return await apiGet<UserSearchPage>(url);
  } catch (error) {
    throw new Error(failure, { cause: error });
  }
}

/**
 * One page of the results for the criteria in the URL; `all` asks for every doctor ('Show All Doctors').
 * An empty query with no specialty or affiliation answers nothing without a call.
 */
export function useSearchUsers(criteria: SearchCriteria, all: boolean, paging: ResultPaging) {
  // Criteria the server would refuse are not sent: the page shows the rule's message instead.
  const key = all ? searchUrl(null, paging) : hasCriteria(criteria) && !searchCriteriaProblem(criteria) ? searchUrl(criteria, paging) : null;
  return useSWR<UserSearchPage>(key, (url: string) => fetchPage(url, all ? ALL_DOCTORS_FAILED : SEARCH_FAILED), {
    dedupingInterval: SEARCH_CACHE_MS,
    focusThrottleInterval: SEARCH_CACHE_MS,
    keepPreviousData: false,
  });
}
