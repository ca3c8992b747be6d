import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff.env';
import { REDIS } from './redis.provider';
import { SESSION_KEY_PREFIX, SESSION_TTL_SECONDS } from './session.setup';

const userSessionsKey = (userId: number) => `docnet:user-sessions:${userId}`;

/** Carries the ids of sessions that ended (JSON array), so every BFF instance closes their live streams at once. */
const ENDED_SESSIONS_CHANNEL = 'docnet:ended-sessions';

/**
 * The session ids of each member, kept beside the sessions in Redis, so that a password reset can end
 * every session of the account, and a password change every other one (ASVS 3.3.3), wherever they were started.
 * The set lives as long as the longest-lived session it lists: each sign-in and each renewal gives it the
 * sessions' full TTL. Ending sessions is announced on a Redis channel: sessions already live in Redis, and
 * what a missed announcement leaves open the streams' periodic check of their session closes.
 */
@Injectable()
export class SessionRegistry {
  /** Channels are not keys: ioredis's keyPrefix does not reach them, so deployments sharing a Redis are kept apart here. */
  private readonly endedChannel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.endedChannel = `${config.REDIS_KEY_PREFIX}${ENDED_SESSIONS_CHANNEL}`;
  }

  /** At sign-in and at each renewal: listed (again, should the set have expired) with the session's full TTL. */
  async track(userId: number, sessionId: string): Promise<void> {
    const key = userSessionsKey(userId);
    await this.redis.multi().sadd(key, sessionId).expire(key, SESSION_TTL_SECONDS).exec();
  }

  /** The session ends (sign-out, or another sign-in in its browser): no longer listed, and its streams close. */
  async forget(userId: number, sessionId: string): Promise<void> {
    await this.redis.multi().srem(userSessionsKey(userId), sessionId).publish(this.endedChannel, JSON.stringify([sessionId])).exec();
  }

  /** Deletes every session of the member but `keptSessionId` (a password change keeps the session it was made in). */
  async endOthers(userId: number, keptSessionId: string): Promise<number> {
    const key = userSessionsKey(userId);
    const others = (await this.redis.smembers(key)).filter((sessionId) => sessionId !== keptSessionId);
    if (others.length === 0) return 0;
    await this.deleteSessions(others);
    await this.redis.srem(key, ...others);
    await this.redis.publish(this.endedChannel, JSON.stringify(others));
    return others.length;
  }

  /** Deletes every session of the member; their next request is signed out. */
  async endAll(userId: number): Promise<number> {
    const key = userSessionsKey(userId);
    const sessionIds = await this.redis.smembers(key);
    await this.deleteSessions(sessionIds);
    await this.redis.del(key);
    if (sessionIds.length) await this.redis.publish(this.endedChannel, JSON.stringify(sessionIds));
    return sessionIds.length;
  }

  /** Which of the given sessions still exist (an ended or expired one is gone from Redis). */
  async stillExisting(sessionIds: readonly string[]): Promise<Set<string>> {
    const exists = await Promise.all(sessionIds.map((sessionId) => this.redis.exists(`${SESSION_KEY_PREFIX}${sessionId}`)));
    return new Set(sessionIds.filter((_sessionId, index) => exists[index] === 1));
  }

  /**
   * One DEL per session, sent together: sessions are keys of their own, which a Redis Cluster spreads over its slots
   * and refuses in one command or transaction. The member's list is emptied only after every delete succeeded, so a
   * failure leaves the sessions listed for the next attempt to end.
   */
  private async deleteSessions(sessionIds: readonly string[]): Promise<void> {
    await Promise.all(sessionIds.map((sessionId) => this.redis.del(`${SESSION_KEY_PREFIX}${sessionId}`)));
  }

  /** Calls `listener` with the ids of sessions ended on any instance, from now until the returned stop is called. */
  async onEnded(listener: (sessionIds: string[]) => void): Promise<() => Promise<void>> {
    const subscriber = this.redis.duplicate();
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.endedChannel) return;
      let ids: unknown;
      try {
        ids = JSON.parse(message);
      } catch {
        return;
      }
      if (Array.isArray(ids)) listener(ids.filter((id): id is string => typeof id === 'string'));
    });
    await subscriber.subscribe(this.endedChannel);
    return async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    };
  }
}
