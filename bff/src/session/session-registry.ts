import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from './redis.provider';
import { SESSION_KEY_PREFIX, SESSION_TTL_SECONDS } from './session.setup';

const userSessionsKey = (userId: number) => `docnet:user-sessions:${userId}`;

/**
 * The session ids of each member, kept beside the sessions in Redis, so that a password reset can end
 * every session of the account, and a password change every other one (ASVS 3.3.3), wherever they were started.
 */
@Injectable()
export class SessionRegistry {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async track(userId: number, sessionId: string): Promise<void> {
    const key = userSessionsKey(userId);
    await this.redis.multi().sadd(key, sessionId).expire(key, SESSION_TTL_SECONDS).exec();
  }

  async forget(userId: number, sessionId: string): Promise<void> {
    await this.redis.srem(userSessionsKey(userId), sessionId);
  }

  /** Deletes every session of the member but `keptSessionId` (a password change keeps the session it was made in). */
  async endOthers(userId: number, keptSessionId: string): Promise<number> {
    const key = userSessionsKey(userId);
    const others = (await this.redis.smembers(key)).filter((sessionId) => sessionId !== keptSessionId);
    if (others.length === 0) return 0;
    const pipeline = this.redis.multi();
    for (const sessionId of others) pipeline.del(`${SESSION_KEY_PREFIX}${sessionId}`);
    pipeline.srem(key, ...others);
    await pipeline.exec();
    return others.length;
  }

  /** Deletes every session of the member; their next request is signed out. */
  async endAll(userId: number): Promise<number> {
    const key = userSessionsKey(userId);
    const sessionIds = await this.redis.smembers(key);
    const pipeline = this.redis.multi();
    for (const sessionId of sessionIds) pipeline.del(`${SESSION_KEY_PREFIX}${sessionId}`);
    pipeline.del(key);
    await pipeline.exec();
    return sessionIds.length;
  }
}
