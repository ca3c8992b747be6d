import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackgroundJob, defineReadModelScript, LOGGER, pipelineResults, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Logger } from 'pino';
import { PROFILE_CONFIG, type ProfileConfig } from '../../../config/profile.env';
import { AddProfileStatisticsHandler, WRITES_PER_BATCH } from '../commands/add-profile-statistics/add-profile-statistics.handler';
import { add, FIELD, none, STATISTICS, STATISTICS_SHARDS, statisticsKeys, statisticsShardKeys, type Tallies } from '../domain/profile-statistics.port';

/** How long one replica's claim on writing the counts to the profiles lasts (a write takes seconds to minutes). */
const FLUSH_CLAIM_MS = 10 * 60 * 1000;

/** KEYS flush, flushes: the number of the write in progress, else a new one (its shards then take their pending). */
const FLUSH_START = `
local flush = redis.call('GET', KEYS[1])
if flush then return tonumber(flush) end
local number = redis.call('INCR', KEYS[2])
redis.call('SET', KEYS[1], number)
return number
`;

/**
 * KEYS a shard's flush, pending, flushing, written; ARGV the write's number: 1 when the shard has its part of that write
 * to write (taken up again, or its pending taken now), else 0 (nothing pending, or it finished that write already).
 */
const SHARD_START = `
local flush = redis.call('GET', KEYS[1])
if flush then return 1 end
if redis.call('GET', KEYS[4]) == ARGV[1] or redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('RENAME', KEYS[2], KEYS[3])
redis.call('SET', KEYS[1], ARGV[1])
return 1
`;

/** KEYS the claim; ARGV this replica's token: released only if it is still this replica's. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    profileStatisticsFlushStart(flush: string, flushes: string): Result<number, Context>;
    profileStatisticsShardStart(flush: string, pending: string, flushing: string, written: string, number: string): Result<number, Context>;
    profileStatisticsRelease(claim: string, token: string): Result<number, Context>;
  }
}

/**
 * Writes the statistics waiting in Redis (pushed there by ProfileStatisticsPusher; keys described in the tally's port) to the
 * profiles every STATISTICS_FLUSH_MS, on one replica at a time. At 10,000 members a write is ~10,000 profile updates:
 * after each batch it waits as long as the batch took, so searches and feeds get at least half of the document
 * store's time instead of queueing behind seconds of updates. A stop ends a write between batches; the next pass of
 * any replica takes it up again, and profiles that recorded its number skip it.
 */
@Injectable()
export class ProfileStatisticsWriter extends BackgroundJob {
  private readonly base: string;
  private readonly shards: string[];

  constructor(
    private readonly statistics: AddProfileStatisticsHandler,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(PROFILE_CONFIG) config: ProfileConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'profile statistics write', everyMs: config.STATISTICS_FLUSH_MS, firstAfterMs: config.STATISTICS_FLUSH_MS, logger });
    this.base = statisticsKeys(prefix);
    this.shards = Array.from({ length: STATISTICS_SHARDS }, (_, shard) => statisticsShardKeys(prefix, shard));
    defineReadModelScript(redis, 'profileStatisticsFlushStart', FLUSH_START, 2);
    defineReadModelScript(redis, 'profileStatisticsShardStart', SHARD_START, 4);
    defineReadModelScript(redis, 'profileStatisticsRelease', RELEASE, 1);
  }

  async pass(): Promise<void> {
    await this.flush();
  }

  /** Writes what waits (or the write in progress), unless another replica is writing it; false when a stop ended it. */
  async flush(): Promise<boolean> {
    const claim = randomUUID();
    if (!(await this.redis.set(this.key('claim'), claim, 'PX', FLUSH_CLAIM_MS, 'NX'))) return true;
    try {
      // Nothing pending anywhere: no write number is spent.
      if (!(await this.redis.exists(this.key('flush'))) && !(await Promise.all(this.shards.map((shard) => this.redis.exists(`${shard}pending`)))).some(Boolean))
        return true;
      const number = await this.redis.profileStatisticsFlushStart(this.key('flush'), this.key('flushes'));
      const taking = await Promise.all(
        this.shards.map((shard) =>
          this.redis.profileStatisticsShardStart(`${shard}flush`, `${shard}pending`, `${shard}flushing`, `${shard}written`, String(number)),
        ),
      );
      const shards = this.shards.filter((_, index) => taking[index] === 1);
      // Off the request path: each shard holds the members counted in one interval, a share of them each.
      const hashes = await Promise.all(shards.map((shard) => this.redis.hgetall(`${shard}flushing`)));
      if (!(await this.write(number, parseCounts(Object.assign({}, ...hashes) as Record<string, string>)))) return false;
      for (const shard of shards)
        await pipelineResults(this.redis.multi().del(`${shard}flushing`).del(`${shard}flush`).set(`${shard}written`, String(number)));
      await this.redis.del(this.key('flush'));
      return true;
    } finally {
      await this.redis.profileStatisticsRelease(this.key('claim'), claim);
    }
  }

  private async write(number: number, counts: [number, Tallies][]): Promise<boolean> {
    for (let start = 0; start < counts.length; start += WRITES_PER_BATCH) {
      if (this.stopping) return false;
      const began = performance.now();
      await this.statistics.execute(counts.slice(start, start + WRITES_PER_BATCH), number);
      if (start + WRITES_PER_BATCH < counts.length) await sleep(performance.now() - began);
    }
    return true;
  }

  private key(name: string): string {
    return this.base + name;
  }
}

/** A hash of `v:<id>` / `s:<id>` counts, per member in id order. */
function parseCounts(hash: Record<string, string>): [number, Tallies][] {
  const counts = new Map<number, Tallies>();
  for (const [field, value] of Object.entries(hash)) {
    const [prefix, id] = field.split(':');
    const statistic = STATISTICS.find((candidate) => FIELD[candidate] === prefix);
    if (statistic) add(counts, Number(id), { ...none(), [statistic]: Number(value) });
  }
  return [...counts].sort(([a], [b]) => a - b);
}
