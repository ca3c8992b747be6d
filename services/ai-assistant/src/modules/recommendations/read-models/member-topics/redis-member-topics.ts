import { defineReadModelScript, paddedId as padded, pipelineResults as results, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { MemberTopics } from '../domain/member-topics.port';

/*
 * Keys under the assistant's hash tag (ADR 3), after the deployment's prefix and `topics:`; members are
 * ten-digit zero-padded ids, so equal scores go by id:
 *   of          hash   member → their topics (JSON)
 *   t:<topic>   zset   the members who write about it (score 1)
 *   built, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 */

/** ARGV base, JSON entries {m, t}: replaces each member's topics and their memberships in one step. */
const SET = `
local base = ARGV[1]
for _, e in ipairs(cjson.decode(ARGV[2])) do
  local old = redis.call('HGET', base .. 'of', e.m)
  if old then
    for _, t in ipairs(cjson.decode(old)) do redis.call('ZREM', base .. 't:' .. t, e.m) end
  end
  if #e.t == 0 then
    redis.call('HDEL', base .. 'of', e.m)
  else
    for _, t in ipairs(e.t) do redis.call('ZADD', base .. 't:' .. t, 1, e.m) end
    redis.call('HSET', base .. 'of', e.m, cjson.encode(e.t))
  end
end
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    memberTopicsSet(base: string, entries: string): Result<number, Context>;
  }
}

const MODEL = 'AI recommendations';

/** The member topics in Redis (the MemberTopics port). */
@Injectable()
export class RedisMemberTopics extends MemberTopics {
  private readonly base: string;
  protected readonly claims: RedisRebuildClaims;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
  ) {
    super();
    this.base = `${prefix}{ai-assistant}:topics:`;
    this.claims = new RedisRebuildClaims(redis, this.base);
    defineReadModelScript(redis, 'memberTopicsSet', SET);
  }

  async set(entries: ReadonlyArray<{ authorId: number; topics: string[] }>): Promise<void> {
    if (!entries.length) return;
    await this.redis.memberTopicsSet(
      this.base,
      JSON.stringify(entries.map(({ authorId, topics }) => ({ m: padded(authorId), t: topics }))),
    );
  }

  async of(memberIds: readonly number[]): Promise<Map<number, string[]>> {
    const topics = new Map<number, string[]>();
    if (!memberIds.length) return topics;
    const [complete, found] = await results(
      this.redis
        .pipeline()
        .exists(this.claims.markerKey)
        .hmget(`${this.base}of`, ...memberIds.map(padded)),
    );
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    (found as (string | null)[]).forEach((entry, index) => topics.set(memberIds[index], entry ? (JSON.parse(entry) as string[]) : []));
    return topics;
  }

  async sharing(topics: readonly string[], excluded: ReadonlySet<number>, count: number): Promise<number[]> {
    if (!topics.length) return [];
    const union = `${this.base}rank:${randomUUID()}`;
    const [complete, , ranked] = await results(
      this.redis
        .multi()
        .exists(this.claims.markerKey)
        .zunionstore(union, topics.length, ...topics.map((topic) => `${this.base}t:${topic}`), 'WEIGHTS', ...topics.map(() => -1))
        .zrange(union, 0, count + excluded.size - 1)
        .del(union),
    );
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return (ranked as string[])
      .map(Number)
      .filter((id) => !excluded.has(id))
      .slice(0, count);
  }

}
