import { contentInputFields, type ContentType } from '@docnet/contracts';
import { defineReadModelScript, paddedId as padded, pickFields, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ContentFeed } from '../domain/content-feed.port';
import type { MemberLike, StoredContent } from '../domain/stored-content';

/*
 * Keys after the deployment's prefix, spread over a Redis Cluster's slots by their hash tags (ADR 3): each content's
 * keys share its slot, each author's lists theirs, and only the lists every member pages through share one.
 * Contents are ten-digit zero-padded ids, so equal publication times go by id:
 *   {content-feed}:feed          zset   the live contents (score: publishedAt in ms)
 *   {content-feed}:feed:<type>   zset   the live contents of one type
 *   {content-feed}:built…, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 *   {member:<id>}:content-feed:author          zset   the live contents of one author
 *   {member:<id>}:content-feed:author-hidden   zset   that author's contents hidden pending review (their own list holds them too)
 *   {content:<id>}:content-feed:entry   hash   e: the content's fields (JSON), ev: its updatedAt (ms), t: its type, s: its
 *                        publishedAt (ms), a: its author, l, m, cv: likes, comments and their countsRevision, v: views,
 *                        gone: '1' once deleted, h, hv: '1' while hidden pending review, '2' once removed by a
 *                        moderator, '0' visible (a hidden or removed entry is in no list), and its moderationRevision
 *   {content:<id>}:content-feed:likes   hash   member id → '<toggles>:<1 liked|0 not>': each member's like, by its row's toggles
 *   {content:<id>}:content-feed:viewed:<day>:<member>   string   the member's view that day is counted (expires after two days)
 * A page reads one list (ZREVRANGE of at most a page) and the page's entries, one key each: its cost is the page's
 * size whatever the network's. A save compares-and-sets the entry in its slot (one script), then places the id in
 * the lists as the entry now stands (idempotent ZADD/ZREM, no script across slots); a page skips an id whose entry
 * is no longer listable, should two replicas' placements of one content cross.
 */

/**
 * KEYS the entry, its likes; ARGV '1' when rebuilding, the JSON entry {id, t, a, s, ev, cv, v, l, m, e, gone, h, hv}:
 * each part compare-and-set by its own version; a hidden (or moderator-removed) entry is kept but listed nowhere,
 * and listed again once a newer moderation revision makes it visible. Answers how the entry now stands, for the
 * lists: {state (0 gone, 1 listed, 2 hidden pending review, 3 removed), type, type held before, publishedAt ms}.
 */
const SAVE = `
local rebuilding = ARGV[1] == '1'
local e = cjson.decode(ARGV[2])
local key = KEYS[1]
local function newer(held, new) return not held or tonumber(held) < new or (rebuilding and tonumber(held) == new) end
local held = redis.call('HMGET', key, 'gone', 'ev', 'cv', 'v', 't', 'hv', 'h', 's')
local before = held[5] or e.t
if held[1] == '1' then return {0, e.t, before, e.s} end
if e.gone then
  redis.call('DEL', key, KEYS[2])
  redis.call('HSET', key, 'gone', '1')
  return {0, e.t, before, e.s}
end
local h = tonumber(held[7] or '0')
if newer(held[6], e.hv) then
  redis.call('HSET', key, 'hv', e.hv, 'h', e.h)
  h = e.h
end
local t, s = before, tonumber(held[8] or e.s)
if newer(held[2], e.ev) then
  redis.call('HSET', key, 'e', e.e, 'ev', e.ev, 't', e.t, 's', e.s, 'a', e.a)
  t, s = e.t, e.s
end
if newer(held[3], e.cv) then redis.call('HSET', key, 'l', e.l, 'm', e.m, 'cv', e.cv) end
if not held[4] or tonumber(held[4]) < e.v then redis.call('HSET', key, 'v', e.v) end
local state = 1
if h == 1 then state = 2 elseif h == 2 then state = 3 end
return {state, t, before, s}
`;

/**
 * KEYS the entry, its likes; ARGV member id, toggles, 1 or 0: the member's like kept by its row's toggles (older or
 * equal when rebuilding, ARGV[4] '1'); none for a deleted content.
 */
const SAVE_LIKE = `
if redis.call('HGET', KEYS[1], 'gone') == '1' then return 0 end
local held = redis.call('HGET', KEYS[2], ARGV[1])
local toggles = held and tonumber(string.match(held, '^(%d+)'))
local t = tonumber(ARGV[2])
if not toggles or toggles < t or (ARGV[4] == '1' and toggles == t) then redis.call('HSET', KEYS[2], ARGV[1], ARGV[2] .. ':' .. ARGV[3]) end
return 1
`;

/**
 * KEYS the entry, the viewer's mark for the day; ARGV viewer ('' for none): the entry as a member opens it, the
 * view counted first when it is the viewer's first of the day and the viewer is not the author. Answers
 * {counted, e, l, m, cv, v, h}; no e when the entry is missing or deleted, removed by a moderator, or hidden and
 * the viewer is not its author (whose views are never counted).
 */
const OPEN = `
local viewer = ARGV[1]
local key = KEYS[1]
local held = redis.call('HMGET', key, 'e', 'l', 'm', 'cv', 'v', 'gone', 'h')
if not held[1] or held[6] == '1' then return {0} end
local author = tostring(cjson.decode(held[1]).authorId)
if held[7] == '2' or (held[7] == '1' and author ~= viewer) then return {0} end
local counted = 0
if viewer ~= '' and author ~= viewer then
  if redis.call('SET', KEYS[2], '1', 'NX', 'EX', 172800) then
    counted = 1
    held[5] = redis.call('HINCRBY', key, 'v', 1)
  end
end
return {counted, held[1], held[2], held[3], held[4], held[5], held[7]}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** SAVE: [state, type, type held before, publishedAt ms]. */
    contentFeedSave(entry: string, likes: string, rebuilding: string, saved: string): Result<[number, string, string, number], Context>;
    contentFeedSaveLike(entry: string, likes: string, member: string, toggles: string, liked: string, rebuilding: string): Result<number, Context>;
    /** OPEN: [counted, entry, likes, comments, countsRevision, views, hidden]. */
    contentFeedOpen(entry: string, viewed: string, viewer: string): Result<(number | string | null)[], Context>;
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

/** How the SAVE script leaves an entry, for the lists (else gone or removed: listed nowhere). */
const LISTED = 1;
const HIDDEN = 2;

/** The home feed in Redis (the ContentFeed port). */
@Injectable()
export class RedisContentFeed extends ContentFeed {
  private readonly prefix: string;
  private readonly aggregate: string;
  protected readonly claims: RedisRebuildClaims;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
  ) {
    super();
    this.prefix = prefix;
    this.aggregate = `${prefix}{content-feed}:`;
    // 'spread-over-slots': entries and author lists moved out of the one hash tag into their contents' and authors'
    // slots; a model built before rebuilds once.
    this.claims = new RedisRebuildClaims(redis, this.aggregate, 'spread-over-slots');
    defineReadModelScript(redis, 'contentFeedSave', SAVE, 2);
    defineReadModelScript(redis, 'contentFeedOpen', OPEN, 2);
    defineReadModelScript(redis, 'contentFeedSaveLike', SAVE_LIKE, 2);
  }

  private feedKey(contentType?: string): string {
    return `${this.aggregate}feed${contentType ? `:${contentType}` : ''}`;
  }

  private authorKey(authorId: number, list: 'author' | 'author-hidden' = 'author'): string {
    return `${this.prefix}{member:${authorId}}:content-feed:${list}`;
  }

  private contentKey(paddedContentId: string, part: 'entry' | 'likes' | `viewed:${string}`): string {
    return `${this.prefix}{content:${paddedContentId}}:content-feed:${part}`;
  }

  async saveLikes(likes: readonly MemberLike[], { rebuilding = false } = {}): Promise<void> {
    await Promise.all(
      likes.map(({ contentId, memberId, toggles, liked }) => {
        const id = padded(contentId);
        return this.redis.contentFeedSaveLike(
          this.contentKey(id, 'entry'),
          this.contentKey(id, 'likes'),
          String(memberId),
          String(toggles),
          liked ? '1' : '0',
          rebuilding ? '1' : '0',
        );
      }),
    );
  }

  async likedAmong(contentIds: readonly number[], memberId: number): Promise<Set<number>> {
    if (!contentIds.length) return new Set();
    // One key per content, each in its content's slot: issued together, they go out in one round trip per node.
    const [complete, ...likes] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      ...contentIds.map((id) => this.redis.hget(this.contentKey(padded(id), 'likes'), String(memberId))),
    ]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return new Set(contentIds.filter((_, index) => {
      const like = likes[index];
      return typeof like === 'string' && like.endsWith(':1');
    }));
  }

  async save(contents: readonly StoredContent[], { rebuilding = false } = {}): Promise<void> {
    // Issued together (one round trip per node); the placements of one content follow its script in order.
    await Promise.all(contents.map((content) => this.saveOne(content, rebuilding)));
  }

  private async saveOne(content: StoredContent, rebuilding: boolean): Promise<void> {
    // Picked by name: a document read back from a write carries its outbox too.
    const fields = pickFields(content, ENTRY_FIELDS);
    const { likesCount, commentsCount, countsRevision, viewCount, moderationStatus, moderationRevision } = content;
    const id = padded(fields._id);
    const entry = {
      id,
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
    const [state, type, before, score] = await this.redis.contentFeedSave(
      this.contentKey(id, 'entry'),
      this.contentKey(id, 'likes'),
      rebuilding ? '1' : '0',
      JSON.stringify(entry),
    );
    // The lists as the entry now stands, whichever save was newer: repeating them changes nothing.
    const author = this.authorKey(fields.authorId);
    const hiddenOfAuthor = this.authorKey(fields.authorId, 'author-hidden');
    const placed: Promise<unknown>[] = [];
    if (before !== type) placed.push(this.redis.zrem(this.feedKey(before), id));
    if (state === LISTED) {
      placed.push(
        this.redis.zadd(this.feedKey(), score, id),
        this.redis.zadd(this.feedKey(type), score, id),
        this.redis.zadd(author, score, id),
        this.redis.zrem(hiddenOfAuthor, id),
      );
    } else {
      placed.push(this.redis.zrem(this.feedKey(), id), this.redis.zrem(this.feedKey(type), id), this.redis.zrem(author, id));
      placed.push(state === HIDDEN ? this.redis.zadd(hiddenOfAuthor, score, id) : this.redis.zrem(hiddenOfAuthor, id));
    }
    await Promise.all(placed);
  }

  page(contentType: ContentType | undefined, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }> {
    return this.pageOf(this.feedKey(contentType), offset, limit);
  }

  authorPage(authorId: number, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }> {
    return this.pageOf(this.authorKey(authorId), offset, limit);
  }

  async ownPage(authorId: number, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number } | null> {
    return this.pageOf(this.authorKey(authorId), offset, limit, this.authorKey(authorId, 'author-hidden'));
  }

  /** A page of `list`; null when `unlessAny` (a zset) has members. */
  private async pageOf(list: string, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }>;
  private async pageOf(list: string, offset: number, limit: number, unlessAny: string): Promise<{ contents: StoredContent[]; total: number } | null>;
  private async pageOf(list: string, offset: number, limit: number, unlessAny?: string): Promise<{ contents: StoredContent[]; total: number } | null> {
    const [complete, ids, total, others] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      this.redis.zrevrange(list, offset, offset + limit - 1),
      this.redis.zcard(list),
      unlessAny ? this.redis.zcard(unlessAny) : 0,
    ]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    if (others !== 0) return null;
    const entries = await Promise.all(ids.map((id) => this.redis.hmget(this.contentKey(id, 'entry'), 'e', 'l', 'm', 'cv', 'v', 'h')));
    // An entry hidden, removed or deleted since the list was read is not shown.
    const contents = entries.flatMap(([entry, ...counters]) => (entry && (counters[4] ?? '0') === '0' ? [storedOf(entry, counters)] : []));
    return { contents, total };
  }

  async open(id: number, viewerId: number | undefined, now: Date): Promise<{ content: StoredContent; counted: boolean } | null> {
    const viewer = viewerId === undefined ? '' : String(viewerId);
    const day = now.toISOString().slice(0, 10);
    const [complete, [counted, entry, ...counters]] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      this.redis.contentFeedOpen(this.contentKey(padded(id), 'entry'), this.contentKey(padded(id), `viewed:${day}:${viewer}`), viewer),
    ]);
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
