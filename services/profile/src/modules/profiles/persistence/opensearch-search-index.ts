import { usStateCode, type MemberRecord, type User } from '@docnet/contracts';
import { ReadModelMissing, RedisRebuildClaims, type JsonBytes, type RebuildClaims } from '@docnet/platform';
import type Redis from 'ioredis';
import { REMOVED_REVISION, SearchIndex, type FacetOptions, type FoundMember, type FoundPage, type SearchableProfile, type SearchCriteria } from '../domain/search-index.port';
import { OpenSearchNodes } from './opensearch-nodes';
import { RedisSearchIndex, SEARCH_INDEX_DERIVATION } from './redis-search-index';

/** Where the index lives: the cluster's node URLs (all used) and the alias the deployment's index goes by (`<namespace>-people`). */
export interface OpenSearchSettings {
  urls: readonly string[];
  alias: string;
}

/** The mapping's version, in the name of the index behind the alias: a new mapping is a new index, rebuilt once. */
const MAPPING_VERSION = 1;

/*
 * Every searched text is folded (lower case, accents off: 'Zoë Ångström' is found by 'zoe angstrom'). Literal
 * "contains" uses the text's grams: a text of three characters or more is a phrase of its trigrams (the trigrams of a
 * text at consecutive positions are exactly its substrings), a shorter one the single 1- or 2-character gram.
 */
const INDEX_SETTINGS = {
  number_of_shards: 1,
  // One copy more wherever a second node can hold it (a cluster), none on a single node.
  auto_expand_replicas: '0-1',
  // Other writers' changes are searchable about this soon; a member's own save refreshes at once (writeDocuments).
  refresh_interval: '500ms',
  max_ngram_diff: 2,
  analysis: {
    normalizer: { folded: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
    tokenizer: {
      grams_1_2: { type: 'ngram', min_gram: 1, max_gram: 2 },
      grams_3: { type: 'ngram', min_gram: 3, max_gram: 3 },
    },
    filter: { starts: { type: 'edge_ngram', min_gram: 1, max_gram: 100 } },
    analyzer: {
      folded: { tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
      folded_whole: { tokenizer: 'keyword', filter: ['lowercase', 'asciifolding'] },
      folded_starts: { tokenizer: 'keyword', filter: ['lowercase', 'asciifolding', 'starts'] },
      folded_grams_1_2: { tokenizer: 'grams_1_2', filter: ['lowercase', 'asciifolding'] },
      folded_grams_3: { tokenizer: 'grams_3', filter: ['lowercase', 'asciifolding'] },
    },
  },
};

/** A text field matched by "contains" (its grams) and, as a whole, by exact value (folded). */
const containsFields = {
  short: { type: 'text', analyzer: 'folded_grams_1_2', search_analyzer: 'folded_whole' },
  tri: { type: 'text', analyzer: 'folded_grams_3' },
};

const MAPPINGS = {
  dynamic: 'strict',
  properties: {
    id: { type: 'long' },
    visible: { type: 'boolean' },
    name: {
      type: 'text',
      analyzer: 'folded',
      fields: {
        // The lower-cased name as stored (code point order, as the Redis index sorts).
        sort: { type: 'keyword' },
        exact: { type: 'keyword', normalizer: 'folded' },
        starts: { type: 'text', analyzer: 'folded_starts', search_analyzer: 'folded_whole' },
        ...containsFields,
      },
    },
    specialties: { type: 'keyword', normalizer: 'folded', fields: containsFields },
    affiliation: { type: 'keyword', normalizer: 'folded', fields: containsFields },
    cities: { type: 'keyword', normalizer: 'folded', fields: containsFields },
    states: { type: 'keyword' },
    zips: { type: 'keyword' },
  },
};

/** What the index holds of a findable member; of a hidden one only its id and `visible: false`. */
interface PeopleDocument {
  id: number;
  visible: boolean;
  name?: string;
  specialties?: string[];
  affiliation?: string;
  cities?: string[];
  states?: string[];
  zips?: string[];
}

function documentOf({ id, visible, keys }: SearchableProfile): PeopleDocument {
  if (!visible) return { id, visible };
  const places = (kind: string) => (keys.locations ?? []).filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1));
  return {
    id,
    visible,
    name: keys.name,
    specialties: keys.specialties,
    affiliation: keys.affiliation,
    cities: places('city'),
    states: places('state'),
    zips: places('zip'),
  };
}

type Query = Record<string, unknown>;

/** Members whose field contains the (lower-cased) text, accents and case folded. */
function contains(field: string, text: string): Query {
  return Array.from(text).length >= 3
    ? { match_phrase: { [`${field}.tri`]: { query: text, analyzer: 'folded_grams_3' } } }
    : { match: { [`${field}.short`]: { query: text } } };
}

const tier = (boost: number, filter: Query): Query => ({ constant_score: { filter, boost } });

/** Letters (any script, accents included), digits, spaces, and the apostrophes, hyphens and dots of names. */
const WORDS = /^[\p{L}\p{M}\p{N}\s.'’-]+$/u;

/**
 * The text's conditions: what finds a member (the name containing it, or a specialty, affiliation or place matching,
 * or a close spelling of every word of the name), and the tiers that rank what was found (relevance): exact name, name
 * starting with it, a word starting with it, containing it, close spelling.
 */
function textQuery(text: string, textIn: SearchCriteria['textIn']): Query {
  const finds: Query[] = [];
  const ranks: Query[] = [];
  if (textIn === 'name') {
    finds.push(
      tier(10, contains('name', text)),
      // Places only of members who share them (the index holds no others): a city, a state by name or code, a ZIP.
      tier(10, contains('cities', text)),
      tier(10, { term: { states: usStateCode(text).toLowerCase() } }),
    );
    if (/^\d+$/.test(text)) finds.push(tier(10, { prefix: { zips: text } }));
    // Close spellings only of a text of words: the name's analyzer drops other characters, and matching stays literal
    // for them ('smith.*' must not find every Smith). Words of five letters or more may be one edit off, of eight or
    // more two; shorter ones must be exact, or 'Ana' would find every 'Ann'.
    if (WORDS.test(text)) finds.push(tier(1, { match: { name: { query: text, fuzziness: 'AUTO:5,8', operator: 'and' } } }));
    // Only ranks: the name's analyzer drops punctuation, so these alone could find what does not contain the text.
    ranks.push(
      tier(10_000, { term: { 'name.exact': text } }),
      tier(1_000, { match: { 'name.starts': { query: text } } }),
      tier(100, { match_phrase_prefix: { name: { query: text } } }),
    );
  }
  if (textIn !== 'affiliation') finds.push(tier(10, contains('specialties', text)));
  // A member without an affiliation has '', which has no grams: no text finds it.
  if (textIn !== 'specialty') finds.push(tier(10, contains('affiliation', text)));
  return { bool: { must: { bool: { should: finds, minimum_should_match: 1 } }, should: ranks } };
}

/** Members with an affiliation containing the text, '' meaning none. */
const affiliationIs = (value: string): Query => (value === '' ? { term: { affiliation: '' } } : contains('affiliation', value));

/** The search as OpenSearch's query: members who turned search visibility off never match (privacy in the query). */
export function peopleQuery({ text, textIn, specialties, affiliations }: SearchCriteria): Query {
  const filter: Query[] = [{ term: { visible: true } }];
  if (specialties.length) filter.push({ bool: { should: specialties.map((value) => contains('specialties', value)), minimum_should_match: 1 } });
  if (affiliations.length) filter.push({ bool: { should: affiliations.map(affiliationIs), minimum_should_match: 1 } });
  return { bool: { filter, ...(text ? { must: textQuery(text, textIn) } : {}) } };
}

/**
 * One facet's counts: over every member (a facet's search is not the page's), those `base` finds, counted per option
 * condition (a bucket per option, named by its position).
 */
const facet = (base: SearchCriteria, conditions: Query[]) => ({
  global: {},
  aggs: { base: { filter: peopleQuery(base), aggs: { options: { filters: { filters: Object.fromEntries(conditions.map((query, at) => [String(at), query])) } } } } },
});

interface FacetAnswer {
  base: { options: { buckets: Record<string, { doc_count: number }> } };
}

const countsOf = (answer: FacetAnswer | undefined, size: number) =>
  Array.from({ length: size }, (_, at) => answer?.base.options.buckets[String(at)]?.doc_count ?? 0);

const SORTS = {
  relevance: [{ _score: 'desc' }, { 'name.sort': 'asc' }, { id: 'asc' }],
  asc: [{ 'name.sort': 'asc' }, { id: 'asc' }],
  desc: [{ 'name.sort': 'desc' }, { id: 'asc' }],
};

interface BulkAnswer {
  errors: boolean;
  items: { index: { status: number; error?: { type: string; reason: string } } }[];
}

class OpenSearchError extends Error {
  constructor(
    readonly status: number,
    readonly type: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'OpenSearchError';
  }
}

/**
 * Complete when the Redis marker says a rebuild finished (Redis holds the records, and an emptied Redis must rebuild
 * both) and the index is there (an index removed or lost must be rebuilt too). A rebuild creates the index first, so
 * a network without members has one.
 */
class OpenSearchRebuildClaims implements RebuildClaims {
  constructor(
    private readonly redis: RedisRebuildClaims,
    private readonly index: { exists(): Promise<boolean>; create(): Promise<void>; refresh(): Promise<void> },
  ) {}

  async isComplete(): Promise<boolean> {
    return (await this.redis.isComplete()) && (await this.index.exists());
  }

  async claimRebuild(holdMs: number): Promise<string | undefined> {
    const claim = await this.redis.claimRebuild(holdMs);
    if (claim) await this.index.create();
    return claim;
  }

  extendRebuild(claim: string, holdMs: number): Promise<void> {
    return this.redis.extendRebuild(claim, holdMs);
  }

  /** A rebuild's writes wait for no refresh: they are made searchable together here, before the model counts as complete. */
  async finishRebuild(claim: string, complete: boolean): Promise<boolean> {
    const there = complete && (await this.index.exists());
    if (there) await this.index.refresh();
    return this.redis.finishRebuild(claim, there);
  }
}

/**
 * Doctor search on OpenSearch (the SearchIndex port): one document per member, written with the profile revision as
 * its external version, so a stale or repeated event never replaces a later one (a rebuild rewrites equal ones). The
 * members' records stay in Redis, where GET profile and the BFF's /api/auth/me read them (RedisSearchIndex keeps them,
 * taking every member as hidden so it indexes none for search).
 */
export class OpenSearchSearchIndex extends SearchIndex {
  protected readonly claims: OpenSearchRebuildClaims;
  private readonly memberRecords: RedisSearchIndex;
  private readonly marker: RedisRebuildClaims;
  private readonly index: string;
  private readonly nodes: OpenSearchNodes;
  private ensured?: Promise<void>;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly settings: OpenSearchSettings,
  ) {
    super();
    this.memberRecords = new RedisSearchIndex(redis, prefix);
    this.marker = new RedisRebuildClaims(redis, `${prefix}{profile-search}:`, `opensearch-${MAPPING_VERSION}-${SEARCH_INDEX_DERIVATION}`);
    this.claims = new OpenSearchRebuildClaims(this.marker, {
      exists: () => this.aliasExists(),
      // A rebuild may follow a lost index: asked again, not taken from memory.
      create: () => this.ensureIndex({ askAgain: true }),
      refresh: async () => void (await this.request('POST', `/${settings.alias}/_refresh`)),
    });
    this.index = `${settings.alias}-${MAPPING_VERSION}`;
    this.nodes = new OpenSearchNodes(settings.urls);
  }

  private async request<T>(method: string, path: string, body?: unknown, ndjson = false): Promise<T> {
    const response = await this.nodes.fetch(path, {
      method,
      headers: { 'content-type': ndjson ? 'application/x-ndjson' : 'application/json' },
      body: body === undefined ? undefined : ndjson ? (body as string) : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as T & { error?: { type?: string; reason?: string } };
    if (!response.ok) {
      const type = answer.error?.type;
      throw new OpenSearchError(response.status, type, `OpenSearch ${method} ${path}: ${response.status} ${type ?? ''} ${answer.error?.reason ?? ''}`);
    }
    return answer;
  }

  private async aliasExists(): Promise<boolean> {
    const response = await this.nodes.fetch(`/_alias/${this.settings.alias}`, { method: 'HEAD' });
    return response.ok;
  }

  /** Creates the index and its alias unless there (another replica may be creating it at the same time). */
  private ensureIndex({ askAgain = false } = {}): Promise<void> {
    if (askAgain) this.ensured = undefined;
    this.ensured ??= this.request('PUT', `/${this.index}`, { settings: INDEX_SETTINGS, mappings: MAPPINGS, aliases: { [this.settings.alias]: {} } }).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof OpenSearchError && error.type === 'resource_already_exists_exception') return;
        this.ensured = undefined;
        throw error;
      },
    );
    return this.ensured;
  }

  /**
   * The index first, then the records, so a record shown changed is never ahead of what search finds; the records
   * whatever the index answered, so GET profile stays current while OpenSearch is down (its failure is thrown after).
   */
  async save(profiles: SearchableProfile[], { rebuilding = false } = {}): Promise<number> {
    if (!profiles.length) return 0;
    try {
      return await this.writeDocuments(profiles, rebuilding);
    } finally {
      await this.memberRecords.save(
        profiles.map((profile) => ({ ...profile, visible: false })),
        { rebuilding },
      );
    }
  }

  private async writeDocuments(profiles: SearchableProfile[], rebuilding: boolean): Promise<number> {
    await this.ensureIndex();
    const lines = profiles.flatMap((profile) => [
      JSON.stringify({ index: { _id: String(profile.id), version: profile.revision, version_type: rebuilding ? 'external_gte' : 'external' } }),
      JSON.stringify(documentOf(profile)),
    ]);
    // require_alias: a removed index is never created again with guessed mappings; it is missing, and rebuilt.
    // A save is searchable when it returns: refreshed at once rather than waiting for the next scheduled refresh,
    // which held the projection's consumer up to the interval per event, so a burst of sign-ups created profiles
    // minutes late. Profile changes are rare per member, so a refresh per save is affordable; a rebuild refreshes
    // once at its end.
    const refresh = rebuilding ? 'false' : 'true';
    const answer = await this.request<BulkAnswer>('POST', `/${this.settings.alias}/_bulk?require_alias=true&refresh=${refresh}`, `${lines.join('\n')}\n`, true);
    let saved = 0;
    for (const { index: item } of answer.items) {
      if (item.status < 300) saved += 1;
      // A later revision is there: this one loses, as it should.
      else if (item.status === 409) continue;
      else {
        // The index is gone: created again by the next save, and filled by the rebuild its absence starts.
        if (item.status === 404) this.ensured = undefined;
        throw new OpenSearchError(item.status, item.error?.type, `OpenSearch bulk: ${item.error?.type} ${item.error?.reason}`);
      }
    }
    return saved;
  }

  /** The document goes with the highest external version, so a stale index request of it is refused as a conflict. */
  async remove(id: number): Promise<void> {
    await this.ensureIndex();
    await this.request('DELETE', `/${this.settings.alias}/_doc/${id}?version=${REMOVED_REVISION}&version_type=external&refresh=true`).catch((error: unknown) => {
      if (!(error instanceof OpenSearchError && (error.status === 404 || error.status === 409))) throw error;
    });
    await this.memberRecords.remove(id);
  }

  revisionOf(id: number): Promise<number | undefined> {
    return this.memberRecords.revisionOf(id);
  }

  async find(criteria: SearchCriteria): Promise<FoundMember[]> {
    const [complete, answer] = await Promise.all([
      this.marker.isComplete(),
      this.request<{ hits: { hits: { _id: string; _source: { name: string } }[] } }>('POST', `/${this.settings.alias}/_search`, {
        query: peopleQuery(criteria),
        sort: SORTS[criteria.order],
        size: criteria.limit,
        _source: ['name'],
        track_total_hits: false,
      }).catch((error: unknown) => {
        if (error instanceof OpenSearchError && error.status === 404) return undefined;
        throw error;
      }),
    ]);
    if (!complete || !answer) throw new ReadModelMissing('doctor search');
    return answer.hits.hits.map((hit) => ({ id: Number(hit._id), name: hit._source.name }));
  }

  /**
   * One request: the page (from/size over the sorted whole), the exact total and the facets asked for (aggregations,
   * the costliest part: a facet without options is not asked of OpenSearch at all).
   */
  async findPage(criteria: SearchCriteria, offset: number, options: FacetOptions): Promise<FoundPage> {
    interface PageAnswer {
      hits: { total: { value: number }; hits: { _id: string; _source: { name: string } }[] };
      aggregations?: { specialties?: FacetAnswer; affiliations?: FacetAnswer };
    }
    const aggs = {
      ...(options.specialties.length
        ? { specialties: facet({ ...criteria, text: '', specialties: [] }, options.specialties.map((value) => contains('specialties', value))) }
        : {}),
      ...(options.affiliations.length ? { affiliations: facet({ ...criteria, affiliations: [] }, options.affiliations.map(affiliationIs)) } : {}),
    };
    const [complete, answer] = await Promise.all([
      this.marker.isComplete(),
      this.request<PageAnswer>('POST', `/${this.settings.alias}/_search`, {
        query: peopleQuery(criteria),
        sort: SORTS[criteria.order],
        from: offset,
        size: criteria.limit,
        _source: ['name'],
        track_total_hits: true,
        ...(Object.keys(aggs).length ? { aggs } : {}),
      }).catch((error: unknown) => {
        if (error instanceof OpenSearchError && error.status === 404) return undefined;
        throw error;
      }),
    ]);
    if (!complete || !answer) throw new ReadModelMissing('doctor search');
    return {
      members: answer.hits.hits.map((hit) => ({ id: Number(hit._id), name: hit._source.name })),
      total: answer.hits.total.value,
      facets: {
        specialties: countsOf(answer.aggregations?.specialties, options.specialties.length),
        affiliations: countsOf(answer.aggregations?.affiliations, options.affiliations.length),
      },
    };
  }

  seenByOthers(ids: number[]): Promise<(JsonBytes<User> | null)[]> {
    return this.memberRecords.seenByOthers(ids);
  }

  records(ids: number[]): Promise<MemberRecord[]> {
    return this.memberRecords.records(ids);
  }
}
