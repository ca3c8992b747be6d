import * as yup from 'yup';
import { specialistTitles } from './practice';
import type { User } from './users';

/**
 * The specialty list of the search filter panel and the navigation bar suggestions: the product's fixed list
 * first, then the other dental specialists and the physicians of the one specialty vocabulary.
 */
export const searchSpecialties: readonly string[] = [...specialistTitles.dental, ...specialistTitles.medical];

/** The fixed affiliation list of the search filter panel. 'None' finds members without one. */
export const searchAffiliations = [
  'Affordable Implants & Denture',
  'Heartland Dental',
  'None',
  'Pacific Dental Services',
  'Smile Brands',
] as const;

/** The specialty a search result shows when the member has none. */
export const DEFAULT_RESULT_SPECIALTY = 'General Practitioner';

export const searchFilterTypes = ['name', 'specialty', 'affiliation'] as const;
export type SearchFilterType = (typeof searchFilterTypes)[number];

export const searchSortOptions = ['relevance', 'name_asc', 'name_desc'] as const;
export type SearchSort = (typeof searchSortOptions)[number];

/** Search page sizes; paging happens in the client. */
export const SEARCH_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_SEARCH_PAGE_SIZE = 10;

/** The most results one search answers; the client pages through them. */
export const SEARCH_RESULT_LIMIT = 500;

/**
 * How deep paging reaches (`page`): the engines keep deeper pages out of reach, as a result far down a long list is
 * better found by narrowing the search.
 */
export const SEARCH_PAGING_LIMIT = 10_000;
export const SEARCH_PAGING_LIMIT_MESSAGE =
  'Only the first 10,000 results can be paged through: add a name, specialty or affiliation to narrow the search';

/** One option of a filter list and how many members choosing it finds. */
export interface SearchFacetCount {
  value: string;
  count: number;
}

/**
 * Answer of GET /api/users/search when `page` is sent: one page of the results, how many there are in all, and
 * beside each option of the filter panel how many members choosing it finds:
 * - `specialties`, every entry of `searchSpecialties`: the search its radio makes (query, filterType and specialty set
 *   to it, the affiliations kept);
 * - `affiliations`, every entry of `searchAffiliations`: this search with only that affiliation ticked.
 * The counts are the costliest part of a search to answer: asked with `facets=false` (the SPA's pages and totals while
 * its filter panel is hidden) the page comes without them.
 */
export interface UserSearchPage {
  users: User[];
  total: number;
  page: number;
  pageSize: number;
  facets?: { specialties: SearchFacetCount[]; affiliations: SearchFacetCount[] };
}

const commaSeparated = yup
  .array(yup.string().required())
  .transform((_value: unknown, original: unknown) => {
    const parts = Array.isArray(original) ? original.map(String) : typeof original === 'string' ? original.split(',') : [];
    return parts.map((part) => part.trim()).filter(Boolean);
  })
  .max(20, 'Too many values')
  .default([]);

/**
 * GET /api/users/search query parameters. `filter` is an alias of `filterType`.
 *
 * - `query` with filterType `name` (the default) matches the name, specialty or affiliation, or the
 *   place of a member who shares their location (a city containing it, a state by name or two-letter
 *   code, a ZIP starting with it);
 *   with `specialty` only the specialty; with `affiliation` only the affiliation or hospital.
 * - `specialty` and `specialties` (comma-separated) keep members with any of those specialties;
 *   `affiliations` (comma-separated) keeps members with any of them ('None': no affiliation).
 * - Matching is case-insensitive and literal (regex characters are text).
 * - No criteria at all answers every findable member ('Show All Doctors'); the SPA itself answers an
 *   empty result without a call for an empty query without specialty or affiliation.
 * - Without `page` the answer is a list of at most 500 User; with `page` (from 1) and `pageSize` (5, 10, 20 or 50;
 *   default 10) it is a `UserSearchPage`, reaching as deep as `SEARCH_PAGING_LIMIT`, with the filter options' counts
 *   unless `facets` is false.
 */
export const userSearchQuerySchema = yup.object({
  query: yup.string().trim().max(100, 'The search text has at most 100 characters').default(''),
  filterType: yup.string().oneOf(searchFilterTypes, 'filterType must be name, specialty or affiliation').optional(),
  filter: yup.string().oneOf(searchFilterTypes, 'filter must be name, specialty or affiliation').optional(),
  specialty: yup.string().trim().max(100, 'The specialty has at most 100 characters').optional(),
  specialties: commaSeparated,
  affiliations: commaSeparated,
  sortBy: yup.string().oneOf(searchSortOptions, 'sortBy must be relevance, name_asc or name_desc').default('relevance'),
  page: yup
    .number()
    .typeError('page must be a whole number from 1')
    .integer('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .optional()
    .test('within-paging-limit', SEARCH_PAGING_LIMIT_MESSAGE, function (page) {
      const size = (this.parent as { pageSize?: number }).pageSize ?? DEFAULT_SEARCH_PAGE_SIZE;
      return page === undefined || page * size <= SEARCH_PAGING_LIMIT;
    }),
  pageSize: yup
    .number()
    .typeError('pageSize must be 5, 10, 20 or 50')
    .oneOf([...SEARCH_PAGE_SIZES], 'pageSize must be 5, 10, 20 or 50')
    .optional(),
  facets: yup.boolean().typeError('facets must be true or false').default(true),
});
export type UserSearchQuery = yup.InferType<typeof userSearchQuerySchema>;

/** The effective filter type of a search query: filterType, else filter, else name. */
export function searchFilterType(query: Pick<UserSearchQuery, 'filterType' | 'filter'>): SearchFilterType {
  return query.filterType ?? query.filter ?? 'name';
}

/** A query equal to a known specialty (case-insensitive) is a specialty search. */
export function knownSearchSpecialty(query: string): string | undefined {
  const wanted = query.trim().toLowerCase();
  return searchSpecialties.find((specialty) => specialty.toLowerCase() === wanted);
}
