import {
  DEFAULT_SEARCH_PAGE_SIZE,
  SEARCH_RESULT_LIMIT,
  searchAffiliations,
  searchFilterType,
  searchSpecialties,
  type User,
  type UserSearchPage,
  type UserSearchQuery,
} from '@docnet/contracts';
import { asJsonBytes, jsonArrayOf, type JsonBytes } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import { RebuildSearchIndexHandler } from '../../commands/rebuild-search-index/rebuild-search-index.handler';
import { SearchIndex, type FacetOptions, type FoundMember, type SearchCriteria } from '../../domain/search-index.port';
import { recordAsSeenBy } from '../../domain/member-view';

const key = (text: string) => text.trim().toLowerCase();
const affiliationKey = (affiliation: string) => (affiliation.toLowerCase() === 'none' ? '' : key(affiliation));

/** The filter panel's lists, in the index's terms: the options whose counts come with a page. */
export const facetOptions: FacetOptions = { specialties: searchSpecialties.map(key), affiliations: searchAffiliations.map(affiliationKey) };
/** No options: a page asked without its counts (`facets=false`) counts nothing. */
const NO_FACETS: FacetOptions = { specialties: [], affiliations: [] };

/** The query in the index's terms: lower-cased, literal text; 'None' = no affiliation (''). */
export function searchCriteriaOf(query: UserSearchQuery): SearchCriteria {
  const specialties = [query.specialty, ...query.specialties].filter((value): value is string => Boolean(value?.trim()));
  return {
    text: key(query.query),
    textIn: searchFilterType(query),
    specialties: specialties.map(key),
    affiliations: query.affiliations.map(affiliationKey),
    order: query.sortBy === 'name_desc' ? 'desc' : query.sortBy === 'name_asc' ? 'asc' : 'relevance',
    limit: SEARCH_RESULT_LIMIT,
  };
}

/** A search's answer: the records as sent (a list, or with `page` a UserSearchPage), and the ids of the members they show. */
export interface ProfilesFound {
  results: JsonBytes<User[] | UserSearchPage>;
  shown: number[];
}

/**
 * Doctor search, answered from its index (ADR 3), never from the profiles: the members matching in
 * the order asked (at most 500), and their records from the index, each as
 * the searcher may see it. Members who turned search visibility off are never found; no criteria
 * answers every findable member (the 'Show All Doctors' list). An incomplete index (Redis restarted
 * empty) is rebuilt first; while Redis cannot be reached, search answers 503 (profiles and their writes
 * go on). It writes nothing: the caller records the search appearances of the members shown
 * (RecordSearchAppearancesHandler) once it has the answer.
 */
@Injectable()
export class SearchProfilesHandler {
  constructor(
    private readonly index: SearchIndex,
    private readonly rebuild: RebuildSearchIndexHandler,
  ) {}

  /**
   * The results as a JSON array of User (or with `page`, one page of them as a UserSearchPage), ready to send, and the ids of the members shown, in order. A missing index
   * is rebuilt and the search runs again; while its store is down, 503 (the BFF passes it on).
   */
  execute(query: UserSearchQuery, searcherId: number | undefined): Promise<ProfilesFound> {
    return this.rebuild.read(() => this.search(query, searcherId));
  }

  private async search(query: UserSearchQuery, searcherId: number | undefined): Promise<ProfilesFound> {
    if (query.page === undefined) {
      const { results, shown } = await this.recordsOf(await this.index.find(searchCriteriaOf(query)), searcherId);
      return { results: jsonArrayOf(results), shown };
    }
    const pageSize = query.pageSize ?? DEFAULT_SEARCH_PAGE_SIZE;
    const found = await this.index.findPage({ ...searchCriteriaOf(query), limit: pageSize }, (query.page - 1) * pageSize, query.facets ? facetOptions : NO_FACETS);
    const { results, shown } = await this.recordsOf(found.members, searcherId);
    const counts = (values: readonly string[], numbers: number[]) => values.map((value, at) => ({ value, count: numbers[at] }));
    const rest: Omit<UserSearchPage, 'users'> = {
      total: found.total,
      page: query.page,
      pageSize,
      ...(query.facets
        ? { facets: { specialties: counts(searchSpecialties, found.facets.specialties), affiliations: counts(searchAffiliations, found.facets.affiliations) } }
        : {}),
    };
    // The records as stored, spliced into the page's JSON like the list's.
    const json = Buffer.concat([Buffer.from('{"users":'), jsonArrayOf(results), Buffer.from(`,${JSON.stringify(rest).slice(1)}`)]);
    return { results: asJsonBytes<UserSearchPage>(json), shown };
  }

  private async recordsOf(ranked: FoundMember[], searcherId: number | undefined): Promise<{ results: JsonBytes<User>[]; shown: number[] }> {
    // Each record as the index stores it for other members, sent as it is (no parse and serialise per search); the
    // searcher's own, found among them, as its owner sees it.
    const ids = ranked.map((member) => member.id);
    const [seen, [own]] = await Promise.all([
      this.index.seenByOthers(ids),
      searcherId !== undefined && ids.includes(searcherId) ? this.index.records([searcherId]) : Promise.resolve([]),
    ]);
    const shown: number[] = [];
    const results: JsonBytes<User>[] = [];
    ids.forEach((id, position) => {
      const json = id === searcherId && own ? asJsonBytes<User>(Buffer.from(JSON.stringify(recordAsSeenBy(own, searcherId)))) : seen[position];
      if (!json) return;
      shown.push(id);
      results.push(json);
    });
    return { results, shown };
  }
}
