import * as yup from 'yup';
import { responseField, responseSchema } from './response-schema';
import type { SearchFacetCount, UserSearchPage } from './search';
import { userResponseSchema } from './users.responses';

/** The answers' schemas of search.ts for the OpenAPI document, in a module the SPA never bundles. */

const facetCountsSchema = yup
  .array(
    responseSchema<SearchFacetCount>()({
      value: responseField.text,
      count: responseField.count,
    }).defined(),
  )
  .defined();

export const userSearchPageResponseSchema = responseSchema<UserSearchPage>()({
  users: yup.array(userResponseSchema.defined()).defined(),
  total: responseField.count,
  page: yup.number().integer().min(1).defined(),
  pageSize: yup.number().integer().min(1).defined(),
  // Absent when asked with facets=false.
  facets: responseSchema<NonNullable<UserSearchPage['facets']>>()({
    specialties: facetCountsSchema,
    affiliations: facetCountsSchema,
  })
    .default(undefined)
    .optional(),
});
