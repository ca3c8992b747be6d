import {
  DEFAULT_SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZES,
  SEARCH_PAGING_LIMIT,
  searchSortOptions,
  userSearchQuerySchema,
  type SearchSort,
} from '@docnet/contracts';

/**
 * The doctor search's URL state: query, filterType (or filter; default name), specialty,
 * affiliations (comma-separated), and the page shown, its size and the order (`ResultPaging`).
 */

export interface SearchCriteria {
  query: string;
  filterType: string;
  specialty: string;
  affiliations: string[];
}

export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  return {
    query: params.get('query') ?? '',
    filterType: params.get('filterType') ?? params.get('filter') ?? 'name',
    specialty: params.get('specialty') ?? '',
    affiliations: (params.get('affiliations') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

/** An empty query with no specialty or affiliation returns an empty result without a call. */
export function hasCriteria(criteria: SearchCriteria): boolean {
  return criteria.query.trim() !== '' || criteria.specialty !== '' || criteria.affiliations.length > 0;
}

/**
 * Typing a query equal to a known specialty converts it to a specialty filter
 * (case-insensitive match; the canonical spelling of the list is used).
 */
export function normaliseCriteria(criteria: SearchCriteria, specialties: readonly string[]): SearchCriteria {
  const match = specialties.find((entry) => entry.toLowerCase() === criteria.query.trim().toLowerCase());
  if (match) return { ...criteria, query: match, filterType: 'specialty', specialty: match };
  return criteria;
}

/**
 * The server's refusal of these criteria, checked before any call with the rule GET /api/users/search applies
 * (a 120-character query gave 'Failed to search users'); null when they are fine.
 */
export function searchCriteriaProblem(criteria: SearchCriteria): string | null {
  try {
    userSearchQuerySchema.validateSync(Object.fromEntries(criteriaToParams(criteria)), { abortEarly: true });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'Failed to search users';
  }
}

/** URL parameters for criteria; empty values are left out. */
export function criteriaToParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.query.trim()) params.set('query', criteria.query.trim());
  if (criteria.query.trim() || criteria.specialty) params.set('filterType', criteria.filterType || 'name');
  if (criteria.specialty) params.set('specialty', criteria.specialty);
  if (criteria.affiliations.length) params.set('affiliations', criteria.affiliations.join(','));
  return params;
}

/** Sorts a copy: relevance keeps the server's order, name_asc / name_desc compare names case-insensitively. */
export function sortResults<T extends { name: string }>(results: readonly T[], sortBy: SearchSort): T[] {
  const copy = [...results];
  if (sortBy === 'relevance') return copy;
  const direction = sortBy === 'name_asc' ? 1 : -1;
  return copy.sort((a, b) => direction * a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** One page (1-based) of the results; an out-of-range page is clamped into range. */
export function pageOf<T>(results: readonly T[], page: number, pageSize: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(results.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: results.slice(start, start + pageSize), page: current, pageCount };
}

/** Which page of the results is shown, of what size, in what order. */
export interface ResultPaging {
  page: number;
  pageSize: number;
  sortBy: SearchSort;
}

const DEFAULT_PAGING: ResultPaging = { page: 1, pageSize: DEFAULT_SEARCH_PAGE_SIZE, sortBy: 'relevance' };

/** The last page paging reaches at this size. */
export const lastReachablePage = (pageSize: number) => Math.floor(SEARCH_PAGING_LIMIT / pageSize);

/**
 * The paging in the URL (page, pageSize, sortBy); a value the server would refuse reads as its default, a page past
 * the paging depth as the last page it reaches.
 */
export function pagingFromParams(params: URLSearchParams): ResultPaging {
  const size = Number(params.get('pageSize'));
  const pageSize = (SEARCH_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGING.pageSize;
  const page = Number(params.get('page'));
  const sortBy = searchSortOptions.find((option) => option === params.get('sortBy')) ?? DEFAULT_PAGING.sortBy;
  return { page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastReachablePage(pageSize)) : 1, pageSize, sortBy };
}

/** The URL's parameters with this paging; defaults are left out. */
export function withPaging(params: URLSearchParams, paging: ResultPaging): URLSearchParams {
  const next = new URLSearchParams(params);
  (Object.keys(DEFAULT_PAGING) as (keyof ResultPaging)[]).forEach((key) => {
    if (paging[key] === DEFAULT_PAGING[key]) next.delete(key);
    else next.set(key, String(paging[key]));
  });
  return next;
}

/**
 * Suggestions filtered by substring (the full list for no text). Nothing matching answers none,
 * so the dropdown says 'No specialties found': falling back to every specialty put 'General Practitioner'
 * under a typed name, and Enter searched for it.
 */
export function specialtySuggestions(specialties: readonly string[], text: string, limit: number): string[] {
  const needle = text.trim().toLowerCase();
  const matches = needle ? specialties.filter((entry) => entry.toLowerCase().includes(needle)) : [...specialties];
  return matches.slice(0, limit);
}

/** The filter panel's collapsible lists. */
export type FilterSection = 'specialty' | 'affiliation';

/** On a phone the two long lists start collapsed (they filled the screen before any result), unless one holds a choice. */
export function initialOpenSections(phone: boolean, criteria: Pick<SearchCriteria, 'specialty' | 'affiliations'>): FilterSection[] {
  if (!phone) return ['specialty', 'affiliation'];
  return [...(criteria.specialty ? (['specialty'] as const) : []), ...(criteria.affiliations.length ? (['affiliation'] as const) : [])];
}
