import { defineReadModelScript, LOGGER, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Logger } from 'pino';
import { UnreadCounts } from '../domain/unread-counts.port';

/*
 * Keys per member, hash-tagged by the member so members spread over a Redis Cluster's slots and each script touches
 * one slot (ADR 3), after the deployment's prefix:
 *   {member:<id>}:notifications:unread       string   the member's unread count (expires after COUNT_TTL_S: a bound
 *                                                     on a write whose invalidation was lost, e.g. by a crash right
 *                                                     after it)
 *   {member:<id>}:notifications:generation   string   raised by every write that changes what the member has unread
 * A Redis restarted empty loses both: counts are computed again, and a count computed before the restart
 * finds the generation gone and is not kept.
 */

const COUNT_TTL_S = 300;

/** KEYS generation, unread; ARGV generation read, count, ttl: keeps the count only while the generation is still the one read. */
const STORE = `
local held = redis.call('GET', KEYS[1]) or '0'
if held ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
return 1
`;

/** KEYS generation, unread: one more unread notification; a kept count follows it (its expiry unchanged). */
const ADDED = `
redis.call('INCR', KEYS[1])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('INCR', KEYS[2]) end
return 1
`;

/** KEYS generation, unread: what the member has unread changed; the kept count is dropped. */
const CHANGED = `
redis.call('INCR', KEYS[1])
redis.call('DEL', KEYS[2])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    unreadCountStore(generation: string, unread: string, read: string, count: string, ttl: string): Result<number, Context>;
    unreadCountAdded(generation: string, unread: string): Result<number, Context>;
    unreadCountChanged(generation: string, unread: string): Result<number, Context>;
  }
}

/** Unread counts in Redis (the UnreadCounts port). */
@Injectable()
export class RedisUnreadCounts extends UnreadCounts {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    defineReadModelScript(redis, 'unreadCountStore', STORE, 2);
    defineReadModelScript(redis, 'unreadCountAdded', ADDED, 2);
    defineReadModelScript(redis, 'unreadCountChanged', CHANGED, 2);
  }

  async read(userId: number): Promise<{ generation: number; count?: number }> {
    // One member's two keys: one slot.
    const [generation, count] = await this.redis.mget(...this.keys(userId));
    return { generation: Number(generation ?? 0), count: count === null ? undefined : Number(count) };
  }

  async store(userId: number, generation: number, count: number): Promise<boolean> {
    return (await this.redis.unreadCountStore(...this.keys(userId), String(generation), String(count), String(COUNT_TTL_S))) === 1;
  }

  /** Never fails the write it follows: a lost invalidation is bounded by the count's expiry. */
  async changed(userId: number): Promise<void> {
    try {
      await this.redis.unreadCountChanged(...this.keys(userId));
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'unread count not invalidated; it expires within 5 minutes');
    }
  }

  async added(userId: number): Promise<void> {
    try {
      await this.redis.unreadCountAdded(...this.keys(userId));
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'unread count not raised; it expires within 5 minutes');
    }
  }

  /** The member's generation and count keys. */
  private keys(userId: number): [string, string] {
    const base = `${this.prefix}{member:${userId}}:notifications:`;
    return [`${base}generation`, `${base}unread`];
  }
}
