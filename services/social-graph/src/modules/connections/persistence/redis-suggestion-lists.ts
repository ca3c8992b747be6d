import { defineReadModelScript, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { SuggestionLists, type SuggestionList } from '../domain/suggestion-lists.port';

/*
 * Keys after the deployment's prefix, one per member, hash-tagged by the member so lists spread over a Redis
 * Cluster's slots and a read is one key (ADR 3):
 *   {member:<id>}:social-graph:suggestions   hash   `generation` (absent: 0) and `list` (JSON)
 */

/** KEYS the member's suggestions; ARGV generation read, list: stores only while the generation is still the one read. */
const STORE = `
local held = tonumber(redis.call('HGET', KEYS[1], 'generation') or '0')
if held ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'list', ARGV[2])
return 1
`;

/** KEYS the member's suggestions: the generation first, so a computation that read the old one can no longer store. */
const INVALIDATE = `
redis.call('HINCRBY', KEYS[1], 'generation', 1)
redis.call('HDEL', KEYS[1], 'list')
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    suggestionListStore(suggestions: string, generation: string, list: string): Result<number, Context>;
    suggestionListInvalidate(suggestions: string): Result<number, Context>;
  }
}

/** Precomputed suggestion lists in Redis (the SuggestionLists port). */
@Injectable()
export class RedisSuggestionLists extends SuggestionLists {
  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(REDIS_KEY_PREFIX) private readonly prefix: string) {
    super();
    defineReadModelScript(redis, 'suggestionListStore', STORE, 1);
    defineReadModelScript(redis, 'suggestionListInvalidate', INVALIDATE, 1);
  }

  async read(memberId: number): Promise<{ generation: number; list?: SuggestionList }> {
    const [generation, list] = await this.redis.hmget(this.key(memberId), 'generation', 'list');
    return { generation: Number(generation ?? 0), ...(list === null ? {} : { list: JSON.parse(list) as SuggestionList }) };
  }

  async store(memberId: number, generation: number, list: SuggestionList): Promise<boolean> {
    return (await this.redis.suggestionListStore(this.key(memberId), String(generation), JSON.stringify(list))) === 1;
  }

  async invalidate(memberIds: readonly number[]): Promise<void> {
    await Promise.all([...new Set(memberIds)].map((id) => this.redis.suggestionListInvalidate(this.key(id))));
  }

  private key(memberId: number): string {
    return `${this.prefix}{member:${memberId}}:social-graph:suggestions`;
  }
}
