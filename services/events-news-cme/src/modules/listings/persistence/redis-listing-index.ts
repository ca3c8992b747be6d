import { defineReadModelScript, paddedId as padded, pipelineResults as results, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ListingIndex, posterTag } from '../domain/listing-index.port';
import { LISTING_KIND, type ListingDocument, type ListingKind, type ListingStretch, type ListingTypes } from '../listing-kind';

/*
 * Keys under the kind's own hash tag (ADR 3: one aggregate, the kind's listings, so its script touches one Redis
 * Cluster slot, and the kinds spread over three), after the deployment's prefix; members are ten-digit zero-padded
 * ids, so equal scores go by id:
 *   {events-news-cme:listings:<kind>}:doc        hash  id → the listing (JSON, without its outbox)
 *   {events-news-cme:listings:<kind>}:revision   hash  id → the revision stored
 *   {events-news-cme:listings:<kind>}:tags       hash  id → the tag sets it is in (JSON)
 *   {events-news-cme:listings:<kind>}:order      zset  every listing, scored by the kind's order
 *   {events-news-cme:listings:<kind>}:t:<tags>   zset  the listings having every one of these tags (sorted, joined
 *                                                      by '&'), same scores: one per combination of a listing's tags
 * A listing has at most three tags (the kind's filters and its poster), so it is in at most seven tag sets, and a
 * list with any of its filters is one range read of one set (LIMIT a page), never an intersection on the request.
 *   …:built:<derivation>, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 */

/**
 * KEYS revision, tags, order, doc, then every tag set the entries leave or join; ARGV the entries as JSON
 * ({i, r, s, d, t, x, w}: w the tags the caller read as held, '' for none) and the tag names of KEYS[5…] in order. Each
 * listing unless a newer revision is stored, with its tags; a deleted one (x) leaves the lists and the documents, its
 * revision kept so an older copy of it is never listed again. The sets a listing leaves are named by what the caller
 * read, so the script first checks every held entry is still that: otherwise -1 and nothing is written (read again).
 */
const SAVE = `
local set = {}
for i, name in ipairs(cjson.decode(ARGV[2])) do set[name] = KEYS[i + 4] end
local entries = cjson.decode(ARGV[1])
for _, e in ipairs(entries) do
  if (redis.call('HGET', KEYS[2], e.i) or '') ~= e.w then return -1 end
end
for _, e in ipairs(entries) do
  local stored = redis.call('HGET', KEYS[1], e.i)
  if not stored or tonumber(stored) <= e.r then
    if e.w ~= '' then
      for _, t in ipairs(cjson.decode(e.w)) do redis.call('ZREM', set[t], e.i) end
    end
    if e.x == 1 then
      redis.call('ZREM', KEYS[3], e.i)
      redis.call('HDEL', KEYS[4], e.i)
      redis.call('HDEL', KEYS[2], e.i)
    else
      redis.call('ZADD', KEYS[3], e.s, e.i)
      for _, t in ipairs(e.t) do redis.call('ZADD', set[t], e.s, e.i) end
      redis.call('HSET', KEYS[4], e.i, e.d)
      redis.call('HSET', KEYS[2], e.i, cjson.encode(e.t))
    end
    redis.call('HSET', KEYS[1], e.i, e.r)
  end
end
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** SAVE: 1, or -1 when a held entry changed since it was read. */
    listingIndexSave(keyCount: number, ...keysAndArgs: string[]): Result<number, Context>;
  }
}

/** Attempts of a save whose held entries keep changing under it (each attempt reads them again). */
const SAVE_ATTEMPTS = 10;

/** How the listings are stored: a new one rebuilds the model once by itself (RedisRebuildClaims). */
const DERIVATION = 'listings-3-tag-combinations';

/** The name of the set of listings having every one of `tags`. */
const tagSet = (tags: readonly string[]): string => [...tags].sort().join('&');

/** Every set a listing with these tags is in: one per non-empty combination of them. */
function tagSetsOf(tags: readonly string[]): string[] {
  const sets: string[] = [];
  for (let mask = 1; mask < 1 << tags.length; mask += 1) sets.push(tagSet(tags.filter((_, index) => mask & (1 << index))));
  return sets;
}

/** One kind's listings in Redis (the ListingIndex port). */
@Injectable()
export class RedisListingIndex<T extends ListingTypes> extends ListingIndex<T['document']> {
  private readonly base: string;
  private readonly dates: ReadonlySet<string>;
  protected readonly claims: RedisRebuildClaims;

  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
  ) {
    super();
    this.base = `${prefix}{events-news-cme:listings:${kind.name}}:`;
    this.dates = new Set(kind.dates);
    this.claims = new RedisRebuildClaims(redis, this.base, DERIVATION);
    defineReadModelScript(redis, 'listingIndexSave', SAVE, 'counted');
  }

  async save(documents: readonly T['document'][]): Promise<void> {
    if (!documents.length) return;
    // One entry per listing, its latest revision: the script reads each listing's held tags once.
    const latest = new Map<number, T['document']>();
    for (const document of documents) {
      const seen = latest.get(document._id);
      if (!seen || (seen.revision ?? 0) <= (document.revision ?? 0)) latest.set(document._id, document);
    }
    const ids = [...latest.keys()].map(padded);
    for (let attempt = 1; ; attempt += 1) {
      const held = await this.redis.hmget(`${this.base}tags`, ...ids);
      const names = new Set<string>();
      const entries = [...latest.values()].map((document, index) => {
        const { pendingEvents: _events, outboxPending: _pending, outboxRevision: _revision, ...listing } = document as ListingDocument;
        const poster = document[this.kind.posterField];
        const tags = tagSetsOf([...new Set([...this.kind.tagsOf(document), ...(typeof poster === 'number' ? [posterTag(poster)] : [])])]);
        const was = held[index] ?? '';
        const left: unknown = was ? JSON.parse(was) : [];
        // cjson writes an empty list as {}.
        for (const tag of [...(Array.isArray(left) ? (left as string[]) : []), ...tags]) names.add(tag);
        return { i: ids[index], r: document.revision ?? 0, s: this.kind.score(document), d: JSON.stringify(listing), t: tags, x: document.deletedAt ? 1 : 0, w: was };
      });
      const sets = [...names];
      const saved = await this.redis.listingIndexSave(
        sets.length + 4,
        `${this.base}revision`,
        `${this.base}tags`,
        `${this.base}order`,
        `${this.base}doc`,
        ...sets.map((tag) => `${this.base}t:${tag}`),
        JSON.stringify(entries),
        JSON.stringify(sets),
      );
      if (saved >= 0) return;
      if (attempt >= SAVE_ATTEMPTS) throw new Error(`${this.kind.name}: listings kept changing during ${SAVE_ATTEMPTS} saves`);
    }
  }

  async list(tags: readonly string[], stretches: readonly ListingStretch[], limit: number): Promise<T['document'][]> {
    // Any combination of filters is a set of its own, kept by the saves: one range read per stretch, a page at most.
    const source = tags.length ? `${this.base}t:${tagSet([...new Set(tags)])}` : `${this.base}order`;
    const batch = this.redis.pipeline().exists(this.claims.markerKey);
    for (const { from, below, highestFirst } of stretches) {
      const low = from === undefined ? '-inf' : String(from);
      const high = below === undefined ? '+inf' : `(${below}`;
      if (highestFirst) batch.zrevrangebyscore(source, high, low, 'LIMIT', 0, limit);
      else batch.zrangebyscore(source, low, high, 'LIMIT', 0, limit);
    }
    const [complete, ...ranges] = await results(batch);
    if (complete !== 1) throw new ReadModelMissing(this.kind.name);
    const ids = (ranges as string[][]).flat().slice(0, limit);
    return ids.length ? this.documents(await this.redis.hmget(`${this.base}doc`, ...ids)) : [];
  }

  async among(ids: readonly number[]): Promise<T['document'][]> {
    if (!ids.length) return [];
    const [complete, found] = await results(
      this.redis
        .pipeline()
        .exists(this.claims.markerKey)
        .hmget(`${this.base}doc`, ...ids.map(padded)),
    );
    if (complete !== 1) throw new ReadModelMissing(this.kind.name);
    return this.documents(found as (string | null)[]);
  }

  private documents(stored: (string | null)[]): T['document'][] {
    return stored.filter((entry): entry is string => entry !== null).map((entry) => this.revived(entry));
  }

  /** A stored listing with its dates as dates again. */
  private revived(entry: string): T['document'] {
    return JSON.parse(entry, (field, value: unknown) => (this.dates.has(field) && typeof value === 'string' ? new Date(value) : value)) as T['document'];
  }
}
