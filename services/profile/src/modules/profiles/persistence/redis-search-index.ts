import { SharedReadModels, type MemberRecord, type User } from '@docnet/contracts';
import { asJsonBytes, defineReadModelScript, type JsonBytes, pipelineResults as results, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import {
  REMOVED_REVISION,
  SearchIndex,
  type FacetOptions,
  type FoundMember,
  type FoundPage,
  type SearchableProfile,
  type SearchCriteria,
} from '../domain/search-index.port';
import { recordAsSeenBy } from '../domain/member-view';
import { locationMatches } from '../domain/search-keys';

/*
 * Keys, all under one hash tag so the scripts touch one slot (ADR 3), after the deployment's prefix:
 *   rev           hash   member id → revision held (every member, findable or not: the compare-and-set)
 *   meta          hash   member id → what the member is indexed under (JSON), to take it out again
 *   name          hash   member id → lower-cased name (ordering and the final "contains" check)
 *   doc           hash   member id → the member's record (contracts' MemberRecord, JSON): search results, GET profile
 *                        and the BFF's /api/auth/me read it (contracts' SharedReadModels.memberRecords)
 *   seen          hash   member id → the record as every other member sees it (JSON): search results, sent as stored
 *   order         zset   '<name>\0<12-digit id>' with score 0: findable members in (name, id) order
 *   g:<gram>      set    member ids whose name contains the 1-, 2- or 3-character gram
 *   s:<specialty> set, specialties hash (value → members): the distinct specialties and who has them
 *   a:<affiliation> set, affiliations hash: the same for affiliations ('a:' = none)
 *   l:<location>  set, locations hash: the same for location tokens ('l:city:austin', 'l:state:tx', 'l:zip:78701')
 *   built, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 * Only findable members are in meta/name/order and the sets; every member has a record.
 */

/** Takes a member out of every search key (not the revision nor the records); `base` is the index's prefix. */
const UNINDEX = `
local function unindex(id)
  local old = redis.call('HGET', base .. 'meta', id)
  if not old then return end
  local m = cjson.decode(old)
  for _, g in ipairs(m.g) do redis.call('SREM', base .. 'g:' .. g, id) end
  for _, s in ipairs(m.s) do
    redis.call('SREM', base .. 's:' .. s, id)
    if redis.call('HINCRBY', base .. 'specialties', s, -1) <= 0 then redis.call('HDEL', base .. 'specialties', s) end
  end
  redis.call('SREM', base .. 'a:' .. m.a, id)
  if redis.call('HINCRBY', base .. 'affiliations', m.a, -1) <= 0 then redis.call('HDEL', base .. 'affiliations', m.a) end
  -- Entries written before locations were indexed have no 'l'.
  for _, l in ipairs(m.l or {}) do
    redis.call('SREM', base .. 'l:' .. l, id)
    if redis.call('HINCRBY', base .. 'locations', l, -1) <= 0 then redis.call('HDEL', base .. 'locations', l) end
  end
  redis.call('ZREM', base .. 'order', m.k)
  redis.call('HDEL', base .. 'meta', id)
  redis.call('HDEL', base .. 'name', id)
end
`;

/** Compare-and-set of members: ARGV base, '1' when rebuilding (equal revisions too), JSON entries, the records' key. */
const SAVE = `
local base = ARGV[1]
local rebuilding = ARGV[2] == '1'
local records = ARGV[4]
local saved = 0
` + UNINDEX + `
for _, e in ipairs(cjson.decode(ARGV[3])) do
  local held = tonumber(redis.call('HGET', base .. 'rev', e.id))
  if held == nil or held < e.r or (rebuilding and held == e.r) then
    unindex(e.id)
    redis.call('HSET', base .. 'rev', e.id, e.r)
    redis.call('HSET', records, e.id, e.d)
    redis.call('HSET', base .. 'seen', e.id, e.v)
    if e.m then
      local m = cjson.decode(e.m)
      for _, g in ipairs(m.g) do redis.call('SADD', base .. 'g:' .. g, e.id) end
      for _, s in ipairs(m.s) do
        redis.call('SADD', base .. 's:' .. s, e.id)
        redis.call('HINCRBY', base .. 'specialties', s, 1)
      end
      redis.call('SADD', base .. 'a:' .. m.a, e.id)
      redis.call('HINCRBY', base .. 'affiliations', m.a, 1)
      for _, l in ipairs(m.l) do
        redis.call('SADD', base .. 'l:' .. l, e.id)
        redis.call('HINCRBY', base .. 'locations', l, 1)
      end
      redis.call('ZADD', base .. 'order', 0, m.k)
      redis.call('HSET', base .. 'meta', e.id, e.m)
      redis.call('HSET', base .. 'name', e.id, e.n)
    end
    saved = saved + 1
  end
end
return saved
`;

/**
 * ARGV base, member id, records hash, the removed revision: a deleted member leaves search and the records, and the
 * revision held becomes the highest there is, so a stale profile.updated of them never stores them again.
 */
const REMOVE = `
local base = ARGV[1]
` + UNINDEX + `
unindex(ARGV[2])
redis.call('HSET', base .. 'rev', ARGV[2], ARGV[4])
redis.call('HDEL', ARGV[3], ARGV[2])
redis.call('HDEL', base .. 'seen', ARGV[2])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    profileSearchSave(base: string, rebuilding: string, entries: string, records: string): Result<number, Context>;
    profileSearchRemove(base: string, id: string, records: string, revision: string): Result<number, Context>;
  }
}

/** What the SAVE script reads of one member. */
interface Entry {
  id: string;
  r: number;
  /** The record (JSON). */
  d: string;
  /** The record as every other member sees it (JSON). */
  v: string;
  /** Present only for findable members: meta (JSON) and name. */
  m?: string;
  n?: string;
}

const GRAM = 3;
/** Above this many matches, the members are read in name order rather than all sorted here. */
const WALK_ABOVE = 2_000;
const WALK_CHUNK = 1_000;

/** The distinct substrings of 1 to 3 characters (code points) of a text. */
export function gramsOf(text: string): string[] {
  const chars = Array.from(text);
  const grams = new Set<string>();
  for (let size = 1; size <= GRAM; size += 1) {
    for (let start = 0; start + size <= chars.length; start += 1) grams.add(chars.slice(start, start + size).join(''));
  }
  return [...grams];
}

const orderMember = (name: string, id: number) => `${name}\0${String(id).padStart(12, '0')}`;

function parseOrderMember(member: string): FoundMember {
  const cut = member.lastIndexOf('\0');
  return { name: member.slice(0, cut), id: Number(member.slice(cut + 1)) };
}

/** Code point order, as the database and Redis (UTF-8 bytes) sort; JS `<` compares UTF-16 units. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === a.length) return -1;
  if (i === b.length) return 1;
  const rank = (unit: number) => (unit >= 0xd800 && unit <= 0xdfff ? unit + 0x10000 : unit);
  return rank(a.charCodeAt(i)) - rank(b.charCodeAt(i));
}

/** Relevance: exact name first, then names starting with the text, then a word of the name, then the rest. */
function rankOf(name: string, text: string): number {
  if (!text) return 0;
  if (name === text) return 0;
  if (name.startsWith(text)) return 1;
  if (name.split(/\s+/).some((word) => word.startsWith(text))) return 2;
  if (name.includes(text)) return 3;
  return 4;
}

const byNameThenId = (order: 'asc' | 'desc') => (x: FoundMember, y: FoundMember) =>
  (order === 'asc' ? compareText(x.name, y.name) : compareText(y.name, x.name)) || x.id - y.id;

/**
 * How the index is derived, named in its marker: an index built otherwise rebuilds once. 'member-records': records
 * are the owner's view with the privacy switches (MemberRecord), which the BFF reads (before them: the stored
 * profiles); '-2': medical practice specialties are searched under their labels and titles too (search-keys.ts).
 */
export const SEARCH_INDEX_DERIVATION = 'member-records-2';

/** Doctor search's index in Redis (the SearchIndex port). */
@Injectable()
export class RedisSearchIndex extends SearchIndex {
  private readonly base: string;
  private readonly recordsKey: string;
  protected readonly claims: RedisRebuildClaims;

  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(REDIS_KEY_PREFIX) prefix: string) {
    super();
    this.base = `${prefix}{profile-search}:`;
    this.recordsKey = prefix + SharedReadModels.memberRecords;
    this.claims = new RedisRebuildClaims(redis, this.base, SEARCH_INDEX_DERIVATION);
    defineReadModelScript(redis, 'profileSearchSave', SAVE);
    defineReadModelScript(redis, 'profileSearchRemove', REMOVE);
  }

  private key(name: string): string {
    return this.base + name;
  }

  async save(profiles: SearchableProfile[], { rebuilding = false } = {}): Promise<number> {
    if (!profiles.length) return 0;
    const entries = profiles.map((profile): Entry => {
      const seen = recordAsSeenBy(profile.record, undefined);
      const entry: Entry = { id: String(profile.id), r: profile.revision, d: JSON.stringify(profile.record), v: JSON.stringify(seen) };
      if (!profile.visible) return entry;
      const { name, specialties, affiliation, locations = [] } = profile.keys;
      const meta = { k: orderMember(name, profile.id), g: gramsOf(name), s: specialties, a: affiliation, l: locations };
      return { ...entry, m: JSON.stringify(meta), n: name };
    });
    return this.redis.profileSearchSave(this.base, rebuilding ? '1' : '0', JSON.stringify(entries), this.recordsKey);
  }

  async remove(id: number): Promise<void> {
    await this.redis.profileSearchRemove(this.base, String(id), this.recordsKey, String(REMOVED_REVISION));
  }

  async revisionOf(id: number): Promise<number | undefined> {
    const held = await this.redis.hget(this.key('rev'), String(id));
    return held === null ? undefined : Number(held);
  }

  /** Relevance ranks, stably, the first `limit` in name order (literal matching: no close spellings). */
  async find(criteria: SearchCriteria): Promise<FoundMember[]> {
    const found = await this.findInNameOrder({ ...criteria, order: criteria.order === 'desc' ? 'desc' : 'asc' });
    if (criteria.order !== 'relevance') return found;
    return found
      .map((member, position) => ({ member, position, rank: rankOf(member.name, criteria.text) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ member }) => member);
  }

  /**
   * Paging and counting need the whole result: it is read and ordered whole (this engine serves small networks; its
   * relevance otherwise ranks only the first names), each facet option counted by the sets alone where it can.
   */
  async findPage(criteria: SearchCriteria, offset: number, options: FacetOptions): Promise<FoundPage> {
    const [all, specialties, affiliations] = await Promise.all([
      this.find({ ...criteria, limit: Number.MAX_SAFE_INTEGER }),
      Promise.all(options.specialties.map((specialty) => this.count({ ...criteria, text: '', specialties: [specialty] }))),
      Promise.all(options.affiliations.map((affiliation) => this.count({ ...criteria, affiliations: [affiliation] }))),
    ]);
    return { members: all.slice(offset, offset + criteria.limit), total: all.length, facets: { specialties, affiliations } };
  }

  private async count(criteria: SearchCriteria): Promise<number> {
    const found = await this.matching(criteria);
    if (found === 'everyone') return this.redis.zcard(this.key('order'));
    if (!found.ids.length || !found.unchecked.size) return found.ids.length;
    const names = await this.redis.hmget(this.key('name'), ...found.ids);
    return found.ids.filter((id, index) => names[index] !== null && found.matches(id, names[index])).length;
  }

  private async findInNameOrder(criteria: SearchCriteria & { order: 'asc' | 'desc' }): Promise<FoundMember[]> {
    const matched = await this.matching(criteria);
    if (matched === 'everyone') return this.everyone(criteria);
    const { ids, matches } = matched;
    if (!ids.length) return [];
    if (ids.length > WALK_ABOVE) return this.walk(new Set(ids), matches, criteria);
    const names = await this.redis.hmget(this.key('name'), ...ids);
    const found = ids.flatMap((id, index) => {
      const name = names[index];
      return name !== null && matches(id, name) ? [{ id: Number(id), name }] : [];
    });
    return found.sort(byNameThenId(criteria.order)).slice(0, criteria.limit);
  }

  /**
   * The members the sets say match, in no order ('everyone' for no criteria), and the check of the name a text longer
   * than a gram still needs (`unchecked`: the members found by the grams of their name alone).
   */
  private async matching(criteria: SearchCriteria): Promise<'everyone' | { ids: string[]; unchecked: Set<string>; matches: (id: string, name: string) => boolean }> {
    const { text, textIn, specialties, affiliations } = criteria;
    const textInName = Boolean(text) && textIn === 'name';
    const textInSpecialties = Boolean(text) && textIn !== 'affiliation';
    const textInAffiliations = Boolean(text) && textIn !== 'specialty';
    // Places are looked for only by the default filter (name, specialty, affiliation and location).
    const textInLocations = textInName;
    const textChars = Array.from(text);

    // First round trip: whether the index is complete, the distinct specialties and affiliations, and
    // the members whose name has every gram of the text.
    const first = this.redis.pipeline().exists(this.claims.markerKey);
    if (textInSpecialties || specialties.length) first.hkeys(this.key('specialties'));
    if (textInAffiliations || affiliations.length) first.hkeys(this.key('affiliations'));
    if (textInLocations) first.hkeys(this.key('locations'));
    if (textInName) {
      if (textChars.length <= GRAM) first.smembers(this.key(`g:${text}`));
      else first.sinter(...gramsOf(text).filter((gram) => Array.from(gram).length === GRAM).map((gram) => this.key(`g:${gram}`)));
    }
    const answers = await results(first);
    if (answers.shift() !== 1) throw new ReadModelMissing('doctor search');
    const specialtyValues = textInSpecialties || specialties.length ? (answers.shift() as string[]) : [];
    const affiliationValues = textInAffiliations || affiliations.length ? (answers.shift() as string[]) : [];
    const locationValues = textInLocations ? (answers.shift() as string[]) : [];
    const nameMatches = textInName ? new Set(answers.shift() as string[]) : undefined;

    // Second round trip: the members of the matching specialties and affiliations (few distinct values,
    // so they are matched here rather than indexed by gram).
    const second = this.redis.pipeline();
    const unionOf = (prefix: string, values: string[]) =>
      values.length ? second.sunion(...values.map((value) => this.key(prefix + value))) : second.echo('');
    const containing = (values: string[], wanted: string[]) => values.filter((value) => wanted.some((part) => value.includes(part)));
    unionOf('s:', textInSpecialties ? containing(specialtyValues, [text]) : []);
    unionOf('a:', textInAffiliations ? containing(affiliationValues, [text]) : []);
    unionOf('s:', containing(specialtyValues, specialties));
    const wantsNone = affiliations.includes('');
    const namedAffiliations = affiliations.filter(Boolean);
    unionOf('a:', [...(wantsNone ? [''] : []), ...containing(affiliationValues.filter(Boolean), namedAffiliations)]);
    unionOf('l:', locationValues.filter((value) => locationMatches(value, text)));
    const [textSpecialty, textAffiliation, bySpecialty, byAffiliation, textLocation] = (await results(second)).map(
      (answer) => new Set(Array.isArray(answer) ? (answer as string[]) : []),
    );

    const conditions: Set<string>[] = [];
    // Name matches of a text longer than a gram are candidates, checked against the name below.
    const unchecked = new Set<string>();
    if (text) {
      const byText = new Set([...textSpecialty, ...textAffiliation, ...textLocation]);
      for (const id of nameMatches ?? []) {
        if (byText.has(id)) continue;
        byText.add(id);
        if (textChars.length > GRAM) unchecked.add(id);
      }
      conditions.push(byText);
    }
    if (specialties.length) conditions.push(bySpecialty);
    if (affiliations.length) conditions.push(byAffiliation);
    if (!conditions.length) return 'everyone';

    const [smallest, ...others] = [...conditions].sort((a, b) => a.size - b.size);
    const ids = [...smallest].filter((id) => others.every((set) => set.has(id)));
    return { ids, unchecked, matches: (id: string, name: string) => !unchecked.has(id) || name.includes(text) };
  }

  /**
   * Many matches (a short text, a common filter): reading the sorted set in name order until `limit` of
   * them are met costs less than reading and sorting every match's name. Past the limit it reads on to the
   * end of the last name's group, so equal names are cut by ascending id in either order.
   */
  private async walk(ids: Set<string>, matches: (id: string, name: string) => boolean, { order, limit }: SearchCriteria & { order: 'asc' | 'desc' }): Promise<FoundMember[]> {
    const key = this.key('order');
    const found: FoundMember[] = [];
    for (let start = 0; ; start += WALK_CHUNK) {
      const stop = start + WALK_CHUNK - 1;
      const chunk = (order === 'asc' ? await this.redis.zrange(key, start, stop) : await this.redis.zrange(key, start, stop, 'REV')).map(parseOrderMember);
      for (const member of chunk) {
        const boundary = found.length >= limit ? found[limit - 1].name : undefined;
        if (boundary !== undefined && member.name !== boundary) return found.sort(byNameThenId(order)).slice(0, limit);
        if (ids.has(String(member.id)) && matches(String(member.id), member.name)) found.push(member);
      }
      if (chunk.length < WALK_CHUNK) return found.sort(byNameThenId(order)).slice(0, limit);
    }
  }

  /** No criteria: the first findable members in name order, straight from the sorted set. */
  private async everyone({ order, limit }: SearchCriteria & { order: 'asc' | 'desc' }): Promise<FoundMember[]> {
    const key = this.key('order');
    if (order === 'asc') return (await this.redis.zrange(key, 0, limit - 1)).map(parseOrderMember);
    // Reversed, equal names come with the higher id first: the last name's group is read whole, so the
    // cut keeps its lowest ids, as the ascending id tie-break wants.
    const reversed = (await this.redis.zrange(key, 0, limit - 1, 'REV')).map(parseOrderMember);
    const last = reversed.at(-1);
    if (!last) return [];
    const group = (await this.redis.zrangebylex(key, `[${last.name}\0`, `(${last.name}\x01`)).map(parseOrderMember);
    const before = reversed.filter((member) => member.name !== last.name);
    return [...before, ...group].sort(byNameThenId('desc')).slice(0, limit);
  }

  async seenByOthers(ids: number[]): Promise<(JsonBytes<User> | null)[]> {
    if (!ids.length) return [];
    const seen = await this.redis.hmgetBuffer(this.key('seen'), ...ids.map(String));
    return seen.map((json) => (json === null ? null : asJsonBytes<User>(json)));
  }

  async records(ids: number[]): Promise<MemberRecord[]> {
    if (!ids.length) return [];
    const stored = await this.redis.hmget(this.recordsKey, ...ids.map(String));
    // A record of an index built before MemberRecord (being rebuilt after an upgrade) is read from the database.
    return stored.flatMap((json) => {
      const record = json === null ? undefined : (JSON.parse(json) as Partial<MemberRecord>);
      return record?.user && record.privacy ? [record as MemberRecord] : [];
    });
  }

}
