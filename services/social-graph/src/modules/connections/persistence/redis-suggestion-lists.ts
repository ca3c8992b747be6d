import { defineReadModelScript, pipelineResults, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { SuggestionLists, type SuggestionList } from '../domain/suggestion-lists.port';

/*
 * Keys, beside the connections' under the same hash tag (ADR 3), after the deployment's prefix:
 *   suggestions   hash   member id → the member's list (JSON)
 *   generations   hash   member id → the member's generation (absent: 0)
 */

/** ARGV base, member, generation read, list: stores only while the generation is still the one read. */
const STORE = `
local held = tonumber(redis.call('HGET', ARGV[1] .. 'generations', ARGV[2]) or '0')
if held ~= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', ARGV[1] .. 'suggestions', ARGV[2], ARGV[4])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    suggestionListStore(base: string, memberId: string, generation: string, list: string): Result<number, Context>;
  }
}

/** Precomputed suggestion lists in Redis (the SuggestionLists port). */
@Injectable()
export class RedisSuggestionLists extends SuggestionLists {
  private readonly base: string;

  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(REDIS_KEY_PREFIX) prefix: string) {
    super();
    this.base = `${prefix}{social-graph}:`;
    defineReadModelScript(redis, 'suggestionListStore', STORE);
  }

  async read(memberId: number): Promise<{ generation: number; list?: SuggestionList }> {
    const [generation, list] = (await pipelineResults(
      this.redis.pipeline().hget(`${this.base}generations`, String(memberId)).hget(`${this.base}suggestions`, String(memberId)),
    )) as (string | null)[];
    return { generation: Number(generation ?? 0), ...(list === null ? {} : { list: JSON.parse(list) as SuggestionList }) };
  }

  async store(memberId: number, generation: number, list: SuggestionList): Promise<boolean> {
    return (await this.redis.suggestionListStore(this.base, String(memberId), String(generation), JSON.stringify(list))) === 1;
  }

  async invalidate(memberIds: readonly number[]): Promise<void> {
    if (!memberIds.length) return;
    // The generation first: a computation that read the old one can no longer store.
    const transaction = this.redis.multi();
    for (const id of new Set(memberIds)) transaction.hincrby(`${this.base}generations`, String(id), 1);
    transaction.hdel(`${this.base}suggestions`, ...new Set(memberIds.map(String)));
    await pipelineResults(transaction);
  }

  async clear(): Promise<void> {
    await this.redis.del(`${this.base}suggestions`);
  }
}
