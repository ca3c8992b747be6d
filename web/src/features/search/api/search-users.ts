import useSWR from 'swr';
import { ApiRoutes, SEARCH_PAGE_SIZES, type User, type UserSearchPage } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { hasCriteria, pageOf, searchCriteriaProblem, sortResults, type ResultPaging, type SearchCriteria } from '../utils/search-params';

/** Search results are cached 60 seconds. */
export const SEARCH_CACHE_MS = 60_000;

export const SEARCH_FAILED = 'Failed to search users';
export const ALL_DOCTORS_FAILED = 'Failed to fetch all doctors';

const cached = { dedupingInterval: SEARCH_CACHE_MS, focusThrottleInterval: SEARCH_CACHE_MS, keepPreviousData: false };

function criteriaParams(criteria: SearchCriteria | null): URLSearchParams {
  const params = new URLSearchParams();
  if (!criteria) return params;
  if (criteria.query.trim()) params.set('query', criteria.query.trim());
  if (criteria.query.trim() && criteria.filterType) params.set('filterType', criteria.filterType);
  if (criteria.specialty) params.set('specialty', criteria.specialty);
  if (criteria.affiliations.length) params.set('affiliations', criteria.affiliations.join(','));
  return params;
}

/** GET /api/users/search with the criteria sent only when set; no parameters answers the full list. */
export function searchUrl(criteria: SearchCriteria | null): string {
  const text = criteriaParams(criteria).toString();
  return text ? `${ApiRoutes.usersSearch}?${text}` : ApiRoutes.usersSearch;
}

/**
 * The same search asking for one page of the whole result: the answer holds the total and, with `counts`, the filter
 * options' counts (the costliest part of a search for the server, so asked only where they are shown).
 */
export function searchPageUrl(criteria: SearchCriteria | null, paging: ResultPaging, counts = false): string {
  const params = criteriaParams(criteria);
  params.set('page', String(paging.page));
  params.set('pageSize', String(paging.pageSize));
  if (paging.sortBy !== 'relevance') params.set('sortBy', paging.sortBy);
  if (!counts) params.set('facets', 'false');
  return `${ApiRoutes.usersSearch}?${params.toString()}`;
}

/** The smallest page: asked only for the total, or for the counts beside the filter options. */
const SUMMARY_PAGING: ResultPaging = { page: 1, pageSize: SEARCH_PAGE_SIZES[0], sortBy: 'relevance' };

async function fetchAnswer<T>(url: string, failure: string): Promise<T> {
  try {
    return await apiGet<T>(url);
  } catch (error) {
    throw new Error(failure, { cause: error });
  }
}

const fetchList = async (url: string, failure: string): Promise<User[]> => {
  const answer = await fetchAnswer<User[] | null>(url, failure);
  return Array.isArray(answer) ? answer : [];
};

export interface SearchResults {
  /** The page shown. */
  users: User[];
  /** How many doctors the search finds in all. */
  total: number;
  /** How many choosing each filter option finds; absent while unknown. */
  facets?: UserSearchPage['facets'];
}

/**
 * The results for the criteria in the URL; `all` asks for the full list ('Show All Doctors'). An empty query with no
 * specialty or affiliation answers nothing without a call.
 *
 * The list the search answers (its first matches, cached 60 s) is sorted and paged here. Beside it, one small page of
 * the same search brings the total; when the search finds more than the list holds, the pages come from the server
 * instead, so every match can be reached in one order. The filter options' counts are asked for only while the filter
 * panel shows them (`withCounts`), by a small page of their own: the costliest part of a search is never computed
 * for a member who hid the panel, nor again for every page.
 */
export function useSearchUsers(criteria: SearchCriteria, all: boolean, paging: ResultPaging, withCounts: boolean) {
  // Criteria the server would refuse are not sent: the page shows the rule's message instead.
  const asked = all ? null : hasCriteria(criteria) && !searchCriteriaProblem(criteria) ? criteria : undefined;
  const failure = all ? ALL_DOCTORS_FAILED : SEARCH_FAILED;
  const list = useSWR<User[]>(asked === undefined ? null : searchUrl(asked), (url: string) => fetchList(url, failure), cached);
  const summary = useSWR<UserSearchPage>(asked === undefined ? null : searchPageUrl(asked, SUMMARY_PAGING), (url: string) =>
    fetchAnswer<UserSearchPage>(url, failure),
  cached);
  const beyondList = list.data !== undefined && summary.data !== undefined && summary.data.total > list.data.length;
  const served = useSWR<UserSearchPage>(beyondList && asked !== undefined ? searchPageUrl(asked, paging) : null, (url: string) =>
    fetchAnswer<UserSearchPage>(url, failure),
  cached);
  const counted = useSWR<UserSearchPage>(withCounts && asked !== undefined ? searchPageUrl(asked, SUMMARY_PAGING, true) : null, (url: string) =>
    fetchAnswer<UserSearchPage>(url, failure),
  cached);
  const facets = counted.data?.facets;

  let data: SearchResults | undefined;
  if (list.data && beyondList) {
    data = served.data && { users: served.data.users, total: served.data.total, facets };
  } else if (list.data) {
    const users = pageOf(sortResults(list.data, paging.sortBy), paging.page, paging.pageSize).items;
    data = { users, total: summary.data?.total ?? list.data.length, facets };
  }
  return {
    data,
    error: list.error ?? served.error,
    isLoading: list.isLoading || (beyondList && served.isLoading),
  };
}
