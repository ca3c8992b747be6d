import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { defineReadModelScript } from './read-model-scripts';

/*
 * A list precomputed per member (ADR 3: People You May Know, the assistant's recommendations), one key per member after
 * the deployment's prefix, hash-tagged by the member so lists spread over a Redis Cluster's slots and a read is one key:
 *   {member:<id>}:<name>   hash   `generation` (absent: 0) and `list` (JSON)
 * A change around the member raises the generation and drops the list; a list computed at an older generation is
 * refused, so a computation racing a change never stores what the change made stale.
 */

/** KEYS the member's list; ARGV generation read, list: stores only while the generation is still the one read. */
const STORE = `
local held = tonumber(redis.call('HGET', KEYS[1], 'generation') or '0')
if held ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'list', ARGV[2])
return 1
`;

/** KEYS the member's list: the generation first, so a computation that read the old one can no longer store. */
const INVALIDATE = `
redis.call('HINCRBY', KEYS[1], 'generation', 1)
redis.call('HDEL', KEYS[1], 'list')
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    memberListStore(list: string, generation: string, stored: string): Result<number, Context>;
    memberListInvalidate(list: string): Result<number, Context>;
  }
}

/** Lists precomputed per member in Redis, each with its generation (see above); `name` e.g. `social-graph:suggestions`. */
export class RedisMemberLists<T> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly name: string,
  ) {
    defineReadModelScript(redis, 'memberListStore', STORE, 1);
    defineReadModelScript(redis, 'memberListInvalidate', INVALIDATE, 1);
  }

  /** The member's generation and list, if one is stored. */
  async read(memberId: number): Promise<{ generation: number; list?: T }> {
    const [generation, list] = await this.redis.hmget(this.key(memberId), 'generation', 'list');
    return { generation: Number(generation ?? 0), ...(list === null ? {} : { list: JSON.parse(list) as T }) };
  }

  /** Stores the list unless the member's generation moved since `generation` was read; resolves to whether it did. */
  async store(memberId: number, generation: number, list: T): Promise<boolean> {
    return (await this.redis.memberListStore(this.key(memberId), String(generation), JSON.stringify(list))) === 1;
  }

  /** Makes these members' lists stale (the next read computes them again), one key each. */
  async invalidate(memberIds: readonly number[]): Promise<void> {
    await Promise.all([...new Set(memberIds)].map((id) => this.redis.memberListInvalidate(this.key(id))));
  }

  private key(memberId: number): string {
    return `${this.prefix}{member:${memberId}}:${this.name}`;
  }
}
