import { defineReadModelScript, paddedId as padded, pipelineResults as results, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ListingIndex, posterTag } from '../domain/listing-index.port';
import { LISTING_KIND, type ListingDocument, type ListingKind, type ListingStretch, type ListingTypes } from '../listing-kind';

/*
 * Keys under the service's hash tag (ADR 3), after the deployment's prefix and `listings:<kind>:`; members are
 * ten-digit zero-padded ids, so equal scores go by id:
 *   doc        hash  id → the listing (JSON, without its outbox)
 *   revision   hash  id → the revision stored
 *   tags       hash  id → its tags (JSON)
 *   order      zset  every listing, scored by the kind's order
 *   t:<tag>    zset  the listings with that tag, same scores
 *   built:<derivation>, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 */

/**
 * ARGV base, JSON entries {i, r, s, d, t, x}: each listing unless a newer revision is stored, with its tags; a deleted
 * one (x) leaves the lists and the documents, its revision kept so an older copy of it is never listed again.
 */
const SAVE = `
local base = ARGV[1]
for _, e in ipairs(cjson.decode(ARGV[2])) do
  local stored = redis.call('HGET', base .. 'revision', e.i)
  if not stored or tonumber(stored) <= e.r then
    local old = redis.call('HGET', base .. 'tags', e.i)
    if old then
      for _, t in ipairs(cjson.decode(old)) do redis.call('ZREM', base .. 't:' .. t, e.i) end
    end
    if e.x == 1 then
      redis.call('ZREM', base .. 'order', e.i)
      redis.call('HDEL', base .. 'doc', e.i)
      redis.call('HDEL', base .. 'tags', e.i)
    else
      redis.call('ZADD', base .. 'order', e.s, e.i)
      for _, t in ipairs(e.t) do redis.call('ZADD', base .. 't:' .. t, e.s, e.i) end
      redis.call('HSET', base .. 'doc', e.i, e.d)
      redis.call('HSET', base .. 'tags', e.i, cjson.encode(e.t))
    end
    redis.call('HSET', base .. 'revision', e.i, e.r)
  end
end
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    listingIndexSave(base: string, entries: string): Result<number, Context>;
  }
}

/** How the listings are stored: a new one rebuilds the model once by itself (RedisRebuildClaims). */
const DERIVATION = 'listings-1';

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
    this.base = `${prefix}{events-news-cme}:listings:${kind.name}:`;
    this.dates = new Set(kind.dates);
    this.claims = new RedisRebuildClaims(redis, this.base, DERIVATION);
    defineReadModelScript(redis, 'listingIndexSave', SAVE);
  }

  async save(documents: readonly T['document'][]): Promise<void> {
    if (!documents.length) return;
    const entries = documents.map((document) => {
      const { pendingEvents: _events, outboxPending: _pending, outboxRevision: _revision, ...listing } = document as ListingDocument;
      const poster = document[this.kind.posterField];
      return {
        i: padded(document._id),
        r: document.revision ?? 0,
        s: this.kind.score(document),
        d: JSON.stringify(listing),
        t: [...this.kind.tagsOf(document), ...(typeof poster === 'number' ? [posterTag(poster)] : [])],
        x: document.deletedAt ? 1 : 0,
      };
    });
    await this.redis.listingIndexSave(this.base, JSON.stringify(entries));
  }

  async list(tags: readonly string[], stretches: readonly ListingStretch[], limit: number): Promise<T['document'][]> {
    // One tag reads its set; several, their intersection (scores kept from the first) for this read only.
    const temporary = tags.length > 1 ? `${this.base}q:${randomUUID()}` : undefined;
    const source = temporary ?? (tags.length ? `${this.base}t:${tags[0]}` : `${this.base}order`);
    const batch = this.redis.multi().exists(this.claims.markerKey);
    if (temporary) batch.zinterstore(temporary, tags.length, ...tags.map((tag) => `${this.base}t:${tag}`), 'WEIGHTS', 1, ...tags.slice(1).map(() => 0));
    for (const { from, below, highestFirst } of stretches) {
      const low = from === undefined ? '-inf' : String(from);
      const high = below === undefined ? '+inf' : `(${below}`;
      if (highestFirst) batch.zrevrangebyscore(source, high, low, 'LIMIT', 0, limit);
      else batch.zrangebyscore(source, low, high, 'LIMIT', 0, limit);
    }
    if (temporary) batch.del(temporary);
    const [complete, ...answers] = await results(batch);
    if (complete !== 1) throw new ReadModelMissing(this.kind.name);
    const ranges = answers.slice(temporary ? 1 : 0, (temporary ? 1 : 0) + stretches.length) as string[][];
    const ids = ranges.flat().slice(0, limit);
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
