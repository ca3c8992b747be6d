import type { Statistics } from '@docnet/contracts';
import { LOGGER, pipelineResults, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import {
  add,
  FIELD,
  none,
  ProfileStatisticsTally,
  STATISTICS,
  statisticsKeys,
  statisticsShardKeys,
  statisticsShardOf,
  type TalliedStatistic,
  type Tallies,
} from '../domain/profile-statistics.port';

/**
 * The tally in this process's memory, pushed to Redis (`HINCRBY` in the member's shard's `pending`, layout beside the
 * port): shared by the replicas, so a crash of a process loses at most what it counted since its last push.
 */
@Injectable()
export class RedisProfileStatisticsTally extends ProfileStatisticsTally {
  private counted = new Map<number, Tallies>();
  private readonly base: string;
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.base = statisticsKeys(prefix);
    this.prefix = prefix;
  }

  count(statistic: TalliedStatistic, memberIds: readonly number[]): void {
    for (const id of memberIds) add(this.counted, id, { ...none(), [statistic]: 1 });
  }

  /** Redis is read first: a write that starts or ends before the profile is read is then seen by the profile's `flushed` number. */
  async withPending(id: number, read: () => Promise<Statistics & { flushed?: number }>): Promise<Statistics> {
    const fields = STATISTICS.map((statistic) => `${FIELD[statistic]}:${id}`);
    // Sent before anything else this process sends later: a push after it is in memory still, one before it in Redis.
    const held = this.counted.get(id) ?? none();
    // The write numbering, then the member's shard (its own slot): its write in progress and what waits.
    const shard = statisticsShardKeys(this.prefix, statisticsShardOf(id));
    const waiting = Promise.all([
      this.redis.get(this.key('flushes')),
      pipelineResults(this.redis.pipeline().get(`${shard}flush`).hmget(`${shard}pending`, ...fields).hmget(`${shard}flushing`, ...fields)),
    ]).then(([flushes, inShard]) => [flushes, ...inShard]).catch((error: unknown) => {
      // The card still answers, with what is written and what this process holds.
      this.logger.warn({ err: error, id }, 'statistics waiting in Redis unavailable');
      return [null, null, [], []];
    });
    const [flushes, flush, pending, flushing] = (await waiting) as [string | null, string | null, (string | null)[], (string | null)[]];
    const { flushed = 0, ...stored } = await read();
    // A write numbered after what Redis said last took pending to the profile already (this member's part of it).
    const pendingApplied = flushed > Number(flushes ?? 0);
    const flushingApplied = flush === null || flushed >= Number(flush);
    const result = { ...stored };
    STATISTICS.forEach((statistic, index) => {
      result[statistic] +=
        held[statistic] +
        (pendingApplied ? 0 : Number(pending[index] ?? 0)) +
        (flushingApplied ? 0 : Number(flushing[index] ?? 0));
    });
    return result;
  }

  async push(): Promise<void> {
    if (!this.counted.size) return;
    const counts = this.counted;
    this.counted = new Map();
    // One increment per member and statistic in the member's shard: sent together, one round trip per node.
    const increments: Promise<number>[] = [];
    for (const [id, tallies] of counts) {
      const pending = `${statisticsShardKeys(this.prefix, statisticsShardOf(id))}pending`;
      for (const statistic of STATISTICS) {
        if (tallies[statistic]) increments.push(this.redis.hincrby(pending, `${FIELD[statistic]}:${id}`, tallies[statistic]));
      }
    }
    try {
      await Promise.all(increments);
    } catch (error) {
      // Some increments may have landed: a statistic counted twice, not a balance.
      for (const [id, tallies] of counts) add(this.counted, id, tallies);
      throw error;
    }
  }

  takeHeld(): [number, Tallies][] {
    const held = [...this.counted];
    this.counted = new Map();
    return held;
  }

  private key(name: string): string {
    return this.base + name;
  }
}
