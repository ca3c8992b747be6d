import { contentInputFields, type ContentType } from '@docnet/contracts';
import { defineReadModelScript, paddedId as padded, pickFields, pipelineResults as results, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ContentFeed } from '../domain/content-feed.port';
import type { MemberLike, StoredContent } from '../domain/stored-content';

/*
 * Keys under the feed's hash tag (ADR 3), after the deployment's prefix; contents are ten-digit zero-padded
 * ids, so equal publication times go by id:
 *   feed          zset   the live contents (score: publishedAt in ms)
 *   feed:<type>   zset   the live contents of one type
 *   author:<id>   zset   the live contents of one author
 *   author-hidden:<id>   zset   that author's contents hidden pending review (their own list holds them too)
 *   likes:<id>    hash   member id → '<toggles>:<1 liked|0 not>': each member's like of a live content, by its row's toggles
 *   c:<id>        hash   e: the content's fields (JSON), ev: its updatedAt (ms), t: its type,
 *                        l, m, cv: likes, comments and their countsRevision, v: views, gone: '1' once deleted,
 *                        h, hv: '1' while hidden pending review, '2' once removed by a moderator, '0' visible (a
 *                        hidden or removed entry is in no list), and its moderationRevision
 *   viewed:<day>:<id>:<member>   string   the member's view of the content that day is counted (expires after two days)
 *   built, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 */

/**
 * ARGV base, '1' when rebuilding, JSON entries {id, t, a, s, ev, cv, v, l, m, e, gone, h, hv}: each part
 * compare-and-set by its own version; a hidden (or moderator-removed) entry is kept but listed nowhere, and
 * listed again once a newer moderation revision makes it visible.
 */
const SAVE = `
local base = ARGV[1]
local rebuilding = ARGV[2] == '1'
local function newer(held, new) return not held or tonumber(held) < new or (rebuilding and tonumber(held) == new) end
for _, e in ipairs(cjson.decode(ARGV[3])) do
  local key = base .. 'c:' .. e.id
  local held = redis.call('HMGET', key, 'gone', 'ev', 'cv', 'v', 't', 'hv', 'h')
  if held[1] ~= '1' then
    if e.gone then
      redis.call('DEL', key)
      redis.call('HSET', key, 'gone', '1')
      redis.call('ZREM', base .. 'feed', e.id)
      redis.call('ZREM', base .. 'feed:' .. e.t, e.id)
      redis.call('ZREM', base .. 'author:' .. e.a, e.id)
      redis.call('ZREM', base .. 'author-hidden:' .. e.a, e.id)
      redis.call('DEL', base .. 'likes:' .. e.id)
      if held[5] then redis.call('ZREM', base .. 'feed:' .. held[5], e.id) end
    else
      local hidden = held[7] ~= false and held[7] ~= '0'
      local relist = false
      if newer(held[6], e.hv) then
        redis.call('HSET', key, 'hv', e.hv, 'h', e.h)
        hidden = e.h ~= 0
        relist = true
        if e.h == 1 then
          redis.call('ZADD', base .. 'author-hidden:' .. e.a, e.s, e.id)
        else
          redis.call('ZREM', base .. 'author-hidden:' .. e.a, e.id)
        end
      end
      local t = held[5] or e.t
      if newer(held[2], e.ev) then
        redis.call('HSET', key, 'e', e.e, 'ev', e.ev, 't', e.t)
        if held[5] and held[5] ~= e.t then redis.call('ZREM', base .. 'feed:' .. held[5], e.id) end
        t = e.t
        relist = true
      end
      if hidden then
        redis.call('ZREM', base .. 'feed', e.id)
        redis.call('ZREM', base .. 'feed:' .. t, e.id)
        redis.call('ZREM', base .. 'author:' .. e.a, e.id)
      elseif relist then
        redis.call('ZADD', base .. 'feed', e.s, e.id)
        redis.call('ZADD', base .. 'feed:' .. t, e.s, e.id)
        redis.call('ZADD', base .. 'author:' .. e.a, e.s, e.id)
      end
      if newer(held[3], e.cv) then redis.call('HSET', key, 'l', e.l, 'm', e.m, 'cv', e.cv) end
      if not held[4] or tonumber(held[4]) < e.v then redis.call('HSET', key, 'v', e.v) end
    end
  end
end
return 1
`;

/**
 * ARGV base, '1' when rebuilding, JSON likes {c: padded content id, m, t: toggles, l: 1 or 0}: each member's like
 * kept by its row's toggles (older or equal when rebuilding); none for a deleted content.
 */
const SAVE_LIKES = `
local base = ARGV[1]
local rebuilding = ARGV[2] == '1'
for _, e in ipairs(cjson.decode(ARGV[3])) do
  if redis.call('HGET', base .. 'c:' .. e.c, 'gone') ~= '1' then
    local key = base .. 'likes:' .. e.c
    local held = redis.call('HGET', key, e.m)
    local toggles = held and tonumber(string.match(held, '^(%d+)'))
    if not toggles or toggles < e.t or (rebuilding and toggles == e.t) then redis.call('HSET', key, e.m, e.t .. ':' .. e.l) end
  end
end
return 1
`;

/**
 * ARGV base, padded id, viewer ('' for none), UTC day, marker key: the entry as a member opens it, the view
 * counted first when it is the viewer's first of the day and the viewer is not the author. Answers
 * {complete, counted, e, l, m, cv, v, h}; no e when the entry is missing or deleted, removed by a moderator, or
 * hidden and the viewer is not its author (whose views are never counted).
 */
const OPEN = `
local base, id, viewer, day = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local complete = redis.call('EXISTS', ARGV[5])
local key = base .. 'c:' .. id
local held = redis.call('HMGET', key, 'e', 'l', 'm', 'cv', 'v', 'gone', 'h')
if not held[1] or held[6] == '1' then return {complete, 0} end
local author = tostring(cjson.decode(held[1]).authorId)
if held[7] == '2' or (held[7] == '1' and author ~= viewer) then return {complete, 0} end
local counted = 0
if viewer ~= '' and author ~= viewer then
  if redis.call('SET', base .. 'viewed:' .. day .. ':' .. id .. ':' .. viewer, '1', 'NX', 'EX', 172800) then
    counted = 1
    held[5] = redis.call('HINCRBY', key, 'v', 1)
  end
end
return {complete, counted, held[1], held[2], held[3], held[4], held[5], held[7]}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    contentFeedSave(base: string, rebuilding: string, entries: string): Result<number, Context>;
    contentFeedSaveLikes(base: string, rebuilding: string, likes: string): Result<number, Context>;
    /** OPEN: [complete, counted, entry, likes, comments, countsRevision, views, hidden]. */
    contentFeedOpen(base: string, id: string, viewer: string, day: string, marker: string): Result<(number | string | null)[], Context>;
  }
}

/**
 * What the entry keeps besides the versioned counters: the fields its author writes (the contracts' list) and
 * the service's own, dates as ISO strings.
 */
const ENTRY_FIELDS = [
  ...contentInputFields,
  '_id',
  'authorId',
  'isPublished',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'deletedAt',
] as const satisfies readonly (keyof StoredContent)[];
type EntryFields = Pick<StoredContent, (typeof ENTRY_FIELDS)[number]>;
/** A field as JSON gives it back: a date as its ISO string. */
type AsJson<T> = T extends Date ? string : T;
type EntryJson = { [K in keyof EntryFields]: AsJson<EntryFields[K]> };

const MODEL = 'The feed';

/** The home feed in Redis (the ContentFeed port). */
@Injectable()
export class RedisContentFeed extends ContentFeed {
  private readonly base: string;
  protected readonly claims: RedisRebuildClaims;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
  ) {
    super();
    this.base = `${prefix}{content-feed}:`;
    // 'moderation-own-lists': entries are listed per author, keep each member's like and their moderation state, and
    // each author's hidden ones are listed for their own list; a model built before them rebuilds once.
    this.claims = new RedisRebuildClaims(redis, this.base, 'moderation-own-lists');
    defineReadModelScript(redis, 'contentFeedSave', SAVE);
    defineReadModelScript(redis, 'contentFeedOpen', OPEN);
    defineReadModelScript(redis, 'contentFeedSaveLikes', SAVE_LIKES);
  }

  async saveLikes(likes: readonly MemberLike[], { rebuilding = false } = {}): Promise<void> {
    if (!likes.length) return;
    const entries = likes.map(({ contentId, memberId, toggles, liked }) => ({ c: padded(contentId), m: String(memberId), t: toggles, l: liked ? 1 : 0 }));
    await this.redis.contentFeedSaveLikes(this.base, rebuilding ? '1' : '0', JSON.stringify(entries));
  }

  async likedAmong(contentIds: readonly number[], memberId: number): Promise<Set<number>> {
    if (!contentIds.length) return new Set();
    const pipeline = this.redis.pipeline().exists(this.claims.markerKey);
    for (const id of contentIds) pipeline.hget(`${this.base}likes:${padded(id)}`, String(memberId));
    const [complete, ...likes] = await results(pipeline);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return new Set(contentIds.filter((_, index) => {
      const like = likes[index];
      return typeof like === 'string' && like.endsWith(':1');
    }));
  }

  async save(contents: readonly StoredContent[], { rebuilding = false } = {}): Promise<void> {
    if (!contents.length) return;
    const entries = contents.map((content) => {
      // Picked by name: a document read back from a write carries its outbox too.
      const fields = pickFields(content, ENTRY_FIELDS);
      const { likesCount, commentsCount, countsRevision, viewCount, moderationStatus, moderationRevision } = content;
      return {
        id: padded(fields._id),
        t: fields.contentType,
        a: fields.authorId,
        s: fields.publishedAt.getTime(),
        ev: fields.updatedAt.getTime(),
        cv: countsRevision ?? 0,
        v: viewCount ?? 0,
        l: likesCount ?? 0,
        m: commentsCount ?? 0,
        gone: fields.deletedAt !== null && fields.deletedAt !== undefined,
        h: moderationStatus === 'removed' ? 2 : moderationStatus === 'hidden' ? 1 : 0,
        hv: moderationRevision ?? 0,
        e: JSON.stringify(fields),
      };
    });
    await this.redis.contentFeedSave(this.base, rebuilding ? '1' : '0', JSON.stringify(entries));
  }

  page(contentType: ContentType | undefined, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }> {
    return this.pageOf(`${this.base}feed${contentType ? `:${contentType}` : ''}`, offset, limit);
  }

  authorPage(authorId: number, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }> {
    return this.pageOf(`${this.base}author:${authorId}`, offset, limit);
  }

  async ownPage(authorId: number, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number } | null> {
    return this.pageOf(`${this.base}author:${authorId}`, offset, limit, `${this.base}author-hidden:${authorId}`);
  }

  /** A page of `feed`; null when `unlessAny` (a zset) has members. */
  private async pageOf(feed: string, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }>;
  private async pageOf(feed: string, offset: number, limit: number, unlessAny: string): Promise<{ contents: StoredContent[]; total: number } | null>;
  private async pageOf(feed: string, offset: number, limit: number, unlessAny?: string): Promise<{ contents: StoredContent[]; total: number } | null> {
    const first = this.redis.pipeline().exists(this.claims.markerKey).zrevrange(feed, offset, offset + limit - 1).zcard(feed);
    if (unlessAny) first.zcard(unlessAny);
    const [complete, ids, total, others] = await results(first);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    if (unlessAny && others !== 0) return null;
    const pipeline = this.redis.pipeline();
    for (const id of ids as string[]) pipeline.hmget(`${this.base}c:${id}`, 'e', 'l', 'm', 'cv', 'v');
    const entries = (await results(pipeline)) as (string | null)[][];
    const contents = entries.flatMap(([entry, ...counters]) => (entry ? [storedOf(entry, counters)] : []));
    return { contents, total: total as number };
  }

  async open(id: number, viewerId: number | undefined, now: Date): Promise<{ content: StoredContent; counted: boolean } | null> {
    const [complete, counted, entry, ...counters] = await this.redis.contentFeedOpen(
      this.base,
      padded(id),
      viewerId === undefined ? '' : String(viewerId),
      now.toISOString().slice(0, 10),
      this.claims.markerKey,
    );
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return typeof entry === 'string' ? { content: storedOf(entry, counters), counted: counted === 1 } : null;
  }
}

/**
 * An entry's fields and counters (likes, comments, countsRevision, views, hidden) as the content they stand for;
 * only its author opens a hidden entry, and no list holds one.
 */
function storedOf(entry: string, [likes, comments, countsRevision, views, hidden]: readonly (number | string | null | undefined)[]): StoredContent {
  const fields = JSON.parse(entry) as EntryJson;
  return {
    ...fields,
    publishedAt: new Date(fields.publishedAt),
    createdAt: new Date(fields.createdAt),
    updatedAt: new Date(fields.updatedAt),
    deletedAt: null,
    likesCount: Number(likes ?? 0),
    commentsCount: Number(comments ?? 0),
    countsRevision: Number(countsRevision ?? 0),
    viewCount: Number(views ?? 0),
    moderationStatus: hidden === '1' ? 'hidden' : null,
  };
}
