import { defineReadModelScript, LOGGER, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Logger } from 'pino';
import { UnreadCounts } from '../domain/unread-counts.port';

/*
 * Keys under the service's hash tag (ADR 3), after the deployment's prefix:
 *   unread:<member>       string   the member's unread count (expires after COUNT_TTL_S: a bound on a write
 *                                  whose invalidation was lost, e.g. by a crash right after it)
 *   generation:<member>   string   raised by every write that changes what the member has unread
 * A Redis restarted empty loses both: counts are computed again, and a count computed before the restart
 * finds the generation gone and is not kept.
 */

const COUNT_TTL_S = 300;

/** ARGV base, member, generation read, count: keeps the count only while the generation is still the one read. */
const STORE = `
local held = redis.call('GET', ARGV[1] .. 'generation:' .. ARGV[2]) or '0'
if held ~= ARGV[3] then return 0 end
redis.call('SET', ARGV[1] .. 'unread:' .. ARGV[2], ARGV[4], 'EX', ARGV[5])
return 1
`;

/** ARGV base, member: one more unread notification; a kept count follows it (its expiry unchanged). */
const ADDED = `
redis.call('INCR', ARGV[1] .. 'generation:' .. ARGV[2])
if redis.call('EXISTS', ARGV[1] .. 'unread:' .. ARGV[2]) == 1 then redis.call('INCR', ARGV[1] .. 'unread:' .. ARGV[2]) end
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    unreadCountStore(base: string, userId: string, generation: string, count: string, ttl: string): Result<number, Context>;
    unreadCountAdded(base: string, userId: string): Result<number, Context>;
  }
}

/** Unread counts in Redis (the UnreadCounts port). */
@Injectable()
export class RedisUnreadCounts extends UnreadCounts {
  private readonly base: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.base = `${prefix}{notifications}:`;
    defineReadModelScript(redis, 'unreadCountStore', STORE);
    defineReadModelScript(redis, 'unreadCountAdded', ADDED);
  }

  async read(userId: number): Promise<{ generation: number; count?: number }> {
    const [generation, count] = await this.redis.mget(`${this.base}generation:${userId}`, `${this.base}unread:${userId}`);
    return { generation: Number(generation ?? 0), count: count === null ? undefined : Number(count) };
  }

  async store(userId: number, generation: number, count: number): Promise<boolean> {
    return (await this.redis.unreadCountStore(this.base, String(userId), String(generation), String(count), String(COUNT_TTL_S))) === 1;
  }

  /** Never fails the write it follows: a lost invalidation is bounded by the count's expiry. */
  async changed(userId: number): Promise<void> {
    try {
      await this.redis.multi().incr(`${this.base}generation:${userId}`).del(`${this.base}unread:${userId}`).exec();
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'unread count not invalidated; it expires within 5 minutes');
    }
  }

  async added(userId: number): Promise<void> {
    try {
      await this.redis.unreadCountAdded(this.base, String(userId));
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'unread count not raised; it expires within 5 minutes');
    }
  }
}
