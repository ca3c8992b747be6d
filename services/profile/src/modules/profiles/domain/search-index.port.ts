import type { MemberRecord, SearchFilterType, User } from '@docnet/contracts';
import { ReadModel, type JsonBytes } from '@docnet/platform';
import type { SearchKeys } from './stored-profile';

/** What doctor search keeps of one member (ADR 3): the profile revision it was computed from. */
export interface SearchableProfile {
  id: number;
  revision: number;
  /** False when the member turned search visibility off: such members are never found. */
  visible: boolean;
  keys: SearchKeys;
  /** What a search result, GET profile and the BFF's /api/auth/me show, before the viewer's view is applied (`recordAsSeenBy`). */
  record: MemberRecord;
}

/** A search, in the index's terms: every text lower-cased and trimmed; matching is literal "contains". */
export interface SearchCriteria {
  /** '' for no text. */
  text: string;
  /** Where the text is looked for: name, specialties and affiliation (`name`), or only one of them. */
  textIn: SearchFilterType;
  /** Members with a specialty containing any of these (none: no condition). */
  specialties: string[];
  /** Members with an affiliation containing any of these, '' meaning no affiliation (none: no condition). */
  affiliations: string[];
  /**
   * `relevance`: exact name, then names starting with the text, then a word of the name starting with it, then
   * names containing it, then (engines that have typo tolerance) close spellings; ties in name order.
   * `asc`/`desc`: name order. Ties by id ascending.
   */
  order: 'relevance' | 'asc' | 'desc';
  limit: number;
}

export interface FoundMember {
  id: number;
  /** The lower-cased name (the search key). */
  name: string;
}

/** The filter panel's options, in the index's terms (lower-cased; '' for no affiliation), a page of results counts. */
export interface FacetOptions {
  specialties: string[];
  affiliations: string[];
}

/**
 * One page of a search: its members, how many match in all, and per facet option (in the options' order) how many
 * members choosing it finds: a specialty the search `{ ...criteria, text: '', specialties: [it] }` (the filter
 * panel's specialty radio replaces the text and the specialty), an affiliation `{ ...criteria, affiliations: [it] }`.
 */
export interface FoundPage {
  members: FoundMember[];
  total: number;
  facets: { specialties: number[]; affiliations: number[] };
}

/** The revision a deleted member is held at: above any a profile reaches. */
export const REMOVED_REVISION = Number.MAX_SAFE_INTEGER;

/**
 * Doctor search's read model (port), which also holds every member's record for GET profile. Two adapters
 * (docs/adr/0006-people-search-on-opensearch.md): OpenSearchSearchIndex, the default, and RedisSearchIndex, the embedded
 * one for small networks; both pass the same contract tests.
 */
export abstract class SearchIndex extends ReadModel {
  /**
   * Stores the members unless the index holds a later revision of them (compare-and-set per member);
   * `rebuilding` also rewrites an equal revision. Resolves to how many were written.
   */
  abstract save(profiles: SearchableProfile[], options?: { rebuilding?: boolean }): Promise<number>;

  /**
   * A member who deleted their account leaves search and the records (GET profile, the BFF's reads); the index then
   * holds them at REMOVED_REVISION, so a stale profile.updated never stores them again. Repeating it changes nothing.
   */
  abstract remove(id: number): Promise<void>;

  /** The revision the index holds of a member, if any. */
  abstract revisionOf(id: number): Promise<number | undefined>;

  /** The findable members matching, in the criteria's order, at most `limit`; the platform's ReadModelMissing when incomplete. */
  abstract find(criteria: SearchCriteria): Promise<FoundMember[]>;

  /**
   * The findable members matching, in the criteria's order, from `offset` (at most `limit`, which is the page size),
   * with the total and the facets' counts; ReadModelMissing when incomplete. Every page is cut from the one order of
   * the whole result, so paging neither repeats nor skips a member.
   */
  abstract findPage(criteria: SearchCriteria, offset: number, options: FacetOptions): Promise<FoundPage>;

  /**
   * Each member's record as every other member sees it, as JSON bytes ready to send (`recordAsSeenBy` with another
   * viewer: the same for all of them), in this order; null for a member the index does not hold.
   */
  abstract seenByOthers(ids: number[]): Promise<(JsonBytes<User> | null)[]>;

  /** The records of these members, findable or not, in this order (one the index does not hold is left out). */
  abstract records(ids: number[]): Promise<MemberRecord[]>;

}
