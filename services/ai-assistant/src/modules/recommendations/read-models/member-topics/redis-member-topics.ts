import { paddedId as padded, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims, TRAIT_BUCKET_SIZE } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { MemberTopics } from './member-topics.port';

/*
 * Keys after the deployment's prefix, each under its own hash tag so they spread over a Redis Cluster's slots, and a
 * bounded bucket per topic, so finding who shares a member's topics reads a few hundred entries whatever the network's
 * size (ADR 3):
 *   {member:<id>}:ai-assistant:topics    string  the member's topics (JSON; absent: none)
 *   {ai-assistant:topic:<sha1>}          zset    the TRAIT_BUCKET_SIZE oldest members writing about the topic (score 0,
 *                                                padded ids, so the lowest ids: the recommendations' order between equals)
 *   {ai-assistant:topics}:built, building, lock: the rebuild's marker, token and claim
 * A member leaving a full bucket leaves it one short until a rebuild fills it.
 */

/** The most of a member's topics a search for who shares them reads (their buckets). */
const TOPICS_READ = 20;

const MODEL = 'AI recommendations';

/** The member topics in Redis (the MemberTopics port). */
@Injectable()
export class RedisMemberTopics extends MemberTopics {
  protected readonly claims: RedisRebuildClaims;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
  ) {
    super();
    this.claims = new RedisRebuildClaims(redis, `${prefix}{ai-assistant:topics}:`);
  }

  /**
   * Each author's topics replace what was held (one key), then the buckets they leave and join, each one key. Entries
   * of one author are computed one at a time (MemberTopicsBuilder), so the topics read back are the ones replaced.
   */
  async set(entries: ReadonlyArray<{ authorId: number; topics: string[] }>): Promise<void> {
    await Promise.all(
      entries.map(async ({ authorId, topics }) => {
        const key = this.topicsKey(authorId);
        const was = topics.length ? await this.redis.set(key, JSON.stringify(topics), 'GET') : await this.redis.getdel(key);
        const held = was ? (JSON.parse(was) as string[]) : [];
        const member = padded(authorId);
        await Promise.all([
          ...held.filter((topic) => !topics.includes(topic)).map((topic) => this.redis.zrem(this.bucketKey(topic), member)),
          ...topics.map((topic) =>
            this.redis.multi().zadd(this.bucketKey(topic), 0, member).zremrangebyrank(this.bucketKey(topic), TRAIT_BUCKET_SIZE, -1).exec(),
          ),
        ]);
      }),
    );
  }

  async of(memberIds: readonly number[]): Promise<Map<number, string[]>> {
    const [complete, ...found] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      // One GET per member (no multi-key command across members' slots), sent together.
      ...memberIds.map((id) => this.redis.get(this.topicsKey(id))),
    ]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return new Map(memberIds.map((id, index) => {
      const topics = found[index];
      return [id, topics ? (JSON.parse(topics) as string[]) : []];
    }));
  }

  async sharing(topics: readonly string[], excluded: ReadonlySet<number>, count: number): Promise<number[]> {
    const read = Math.min(TRAIT_BUCKET_SIZE, count + excluded.size) - 1;
    const [complete, ...buckets] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      ...topics.slice(0, TOPICS_READ).map((topic) => this.redis.zrange(this.bucketKey(topic), 0, read)),
    ]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    const shared = new Map<number, number>();
    for (const members of buckets)
      for (const id of members.map(Number)) if (!excluded.has(id)) shared.set(id, (shared.get(id) ?? 0) + 1);
    return [...shared]
      .sort(([a, x], [b, y]) => y - x || a - b)
      .slice(0, count)
      .map(([id]) => id);
  }

  private topicsKey(memberId: number): string {
    return `${this.prefix}{member:${memberId}}:ai-assistant:topics`;
  }

  private bucketKey(topic: string): string {
    return `${this.prefix}{ai-assistant:topic:${createHash('sha1').update(topic).digest('hex')}}`;
  }
}
