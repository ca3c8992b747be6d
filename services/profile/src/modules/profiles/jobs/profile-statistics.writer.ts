import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackgroundJob, defineReadModelScript, LOGGER, pipelineResults, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Logger } from 'pino';
import { PROFILE_CONFIG, type ProfileConfig } from '../../../config/profile.env';
import { AddProfileStatisticsHandler, WRITES_PER_BATCH } from '../commands/add-profile-statistics/add-profile-statistics.handler';
import { add, FIELD, none, STATISTICS, statisticsKeys, type Tallies } from '../domain/profile-statistics.port';

/** How long one replica's claim on writing the counts to the profiles lasts (a write takes seconds to minutes). */
const FLUSH_CLAIM_MS = 10 * 60 * 1000;

/** ARGV base. The number of the write in progress, else a new write of what is pending (0: nothing is). */
const FLUSH_START = `
local flush = redis.call('GET', ARGV[1] .. 'flush')
if flush then return tonumber(flush) end
if redis.call('EXISTS', ARGV[1] .. 'pending') == 0 then return 0 end
local number = redis.call('INCR', ARGV[1] .. 'flushes')
redis.call('RENAME', ARGV[1] .. 'pending', ARGV[1] .. 'flushing')
redis.call('SET', ARGV[1] .. 'flush', number)
return number
`;

/** ARGV the claim's key and this replica's token: released only if it is still this replica's. */
const RELEASE = `
if redis.call('GET', ARGV[1]) == ARGV[2] then redis.call('DEL', ARGV[1]) end
return 0
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    profileStatisticsFlushStart(base: string): Result<number, Context>;
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

  constructor(
    private readonly statistics: AddProfileStatisticsHandler,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(PROFILE_CONFIG) config: ProfileConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'profile statistics write', everyMs: config.STATISTICS_FLUSH_MS, firstAfterMs: config.STATISTICS_FLUSH_MS, logger });
    this.base = statisticsKeys(prefix);
    defineReadModelScript(redis, 'profileStatisticsFlushStart', FLUSH_START);
    defineReadModelScript(redis, 'profileStatisticsRelease', RELEASE);
  }

  async pass(): Promise<void> {
    await this.flush();
  }

  /** Writes what waits (or the write in progress), unless another replica is writing it; false when a stop ended it. */
  async flush(): Promise<boolean> {
    const claim = randomUUID();
    if (!(await this.redis.set(this.key('claim'), claim, 'PX', FLUSH_CLAIM_MS, 'NX'))) return true;
    try {
      const number = await this.redis.profileStatisticsFlushStart(this.base);
      if (!number) return true;
      if (!(await this.write(number, parseCounts(await this.redis.hgetall(this.key('flushing')))))) return false;
      await pipelineResults(this.redis.multi().del(this.key('flushing')).del(this.key('flush')));
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
