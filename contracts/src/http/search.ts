import * as yup from 'yup';
import { specialistTitles } from './practice';

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
 */
export const userSearchQuerySchema = yup.object({
  query: yup.string().trim().max(100, 'The search text has at most 100 characters').default(''),
  filterType: yup.string().oneOf(searchFilterTypes, 'filterType must be name, specialty or affiliation').optional(),
  filter: yup.string().oneOf(searchFilterTypes, 'filter must be name, specialty or affiliation').optional(),
  specialty: yup.string().trim().max(100, 'The specialty has at most 100 characters').optional(),
  specialties: commaSeparated,
  affiliations: commaSeparated,
  sortBy: yup.string().oneOf(searchSortOptions, 'sortBy must be relevance, name_asc or name_desc').default('relevance'),
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
