import type { Statistics } from '@docnet/contracts';
import { BackgroundJob, LOGGER, pipelineResults, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { AddProfileStatisticsHandler } from '../commands/add-profile-statistics/add-profile-statistics.handler';

/** How often the counts added up in memory go to Redis: what a crash of the process may lose. */
const PUSH_MS = 1000;

/** The statistics counted here; article views come with their events, one write each. */
export type TalliedStatistic = Exclude<keyof Statistics, 'articleViews'>;
export type Tallies = Record<TalliedStatistic, number>;

export const none = (): Tallies => ({ profileViews: 0, searchAppearances: 0 });
/** Each statistic's field prefix in the Redis hashes: `v:<member id>`, `s:<member id>`. */
export const FIELD: Record<TalliedStatistic, string> = { profileViews: 'v', searchAppearances: 's' };
export const STATISTICS = Object.keys(FIELD) as TalliedStatistic[];

/** The Redis keys of the statistics not written yet, under the service's prefix (layout above `ProfileStatisticsTally`). */
export const statisticsKeys = (prefix: string) => `${prefix}{profile-statistics}:`;

/*
 * Profile views and search appearances (ADR 3: counters that are not facts): a search counts up to 500 members, so
 * the counts are added up in memory, pushed to Redis every second (shared by the replicas) and written to the
 * profiles every STATISTICS_FLUSH_MS by one replica (ProfileStatisticsWriter). Writing them every minute from memory
 * made each replica update every member found in that minute, ~10,000 updates at 10,000 members: seconds of the
 * document store's CPU that searches and feeds queued behind. Keys after the prefix, under {profile-statistics}:
 *   pending   hash    'v:<id>' / 's:<id>' → views / appearances not written yet
 *   flushing  hash    the same, taken from pending by the write in progress
 *   flush     string  that write's number; each profile records the last one applied (statistics.flushed), so a write
 *                     that starts again after a crash adds to each profile once
 *   flushes   string  the last number given
 *   claim     string  the replica writing them
 * The statistics card adds what is not written yet (`withPending`), so counts show at once.
 */
@Injectable()
export class ProfileStatisticsTally extends BackgroundJob {
  private counted = new Map<number, Tallies>();
  private readonly base: string;

  constructor(
    private readonly statistics: AddProfileStatisticsHandler,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'profile statistics push', everyMs: PUSH_MS, logger });
    this.base = statisticsKeys(prefix);
  }

  async pass(): Promise<void> {
    await this.push();
  }

  /** One more of `statistic` for each of these members. */
  count(statistic: TalliedStatistic, memberIds: readonly number[]): void {
    for (const id of memberIds) add(this.counted, id, { ...none(), [statistic]: 1 });
  }

  /**
   * A member's statistics as stored (read by `read`) plus what is counted and not written yet: in this process's
   * memory, in Redis waiting, and in a write in progress unless the profile shows it applied. Redis is read first:
   * a write that starts or ends before the profile is read is then seen by the profile's `flushed` number.
   */
  async withPending(id: number, read: () => Promise<Statistics & { flushed?: number }>): Promise<Statistics> {
    const fields = STATISTICS.map((statistic) => `${FIELD[statistic]}:${id}`);
    // Sent before anything else this process sends later: a push after it is in memory still, one before it in Redis.
    const held = this.counted.get(id) ?? none();
    const waiting = pipelineResults(
      this.redis
        .pipeline()
        .get(this.key('flushes'))
        .get(this.key('flush'))
        .hmget(this.key('pending'), ...fields)
        .hmget(this.key('flushing'), ...fields),
    ).catch((error: unknown) => {
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

  /**
   * A clean stop pushes what is counted; the next write of any replica (or of this one when it starts again) takes
   * it to the profiles, so a stop never waits for thousands of profile updates. When Redis cannot take the counts,
   * they go straight to the profiles rather than being lost.
   */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    try {
      await this.push();
    } catch (error) {
      this.logger.warn({ err: error, members: this.counted.size }, 'profile statistics written to the profiles at shutdown: Redis unavailable');
      await this.writeHeld().catch((failure: unknown) => this.logger.error({ err: failure, members: this.counted.size }, 'profile statistics lost at shutdown'));
    }
  }

  /** The counts added up in memory, to Redis; kept for the next push when Redis cannot take them. */
  async push(): Promise<void> {
    if (!this.counted.size) return;
    const counts = this.counted;
    this.counted = new Map();
    const pipeline = this.redis.pipeline();
    for (const [id, tallies] of counts) {
      for (const statistic of STATISTICS) {
        if (tallies[statistic]) pipeline.hincrby(this.key('pending'), `${FIELD[statistic]}:${id}`, tallies[statistic]);
      }
    }
    try {
      await pipelineResults(pipeline);
    } catch (error) {
      // Some increments may have landed: a statistic counted twice, not a balance.
      for (const [id, tallies] of counts) add(this.counted, id, tallies);
      throw error;
    }
  }

  /** What this process holds, added to the profiles themselves (outside any numbered write). */
  private async writeHeld(): Promise<void> {
    const counts = [...this.counted];
    for (let start = 0; start < counts.length; start += WRITES_PER_BATCH) {
      await this.statistics.execute(counts.slice(start, start + WRITES_PER_BATCH));
    }
    this.counted.clear();
  }

  private key(name: string): string {
    return this.base + name;
  }
}

/** Updates per bulk write: other profile writes get the collection's write turn in between. */
export const WRITES_PER_BATCH = 50;

export function add(into: Map<number, Tallies>, id: number, more: Tallies): void {
  const held = into.get(id) ?? none();
  into.set(id, { profileViews: held.profileViews + more.profileViews, searchAppearances: held.searchAppearances + more.searchAppearances });
}
