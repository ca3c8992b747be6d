import type { Statistics } from '@docnet/contracts';
import { randomUUID } from 'node:crypto';
import { BackgroundJob, defineReadModelScript, LOGGER, pipelineResults, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Logger } from 'pino';
import { PROFILE_CONFIG, type ProfileConfig } from '../../../config/profile.env';
import { ProfileModel } from '../persistence/profile.schema';

/** Updates per bulk write: other profile writes get the collection's write turn in between. */
const WRITES_PER_BATCH = 50;
/** How often the counts added up in memory go to Redis: what a crash of the process may lose. */
const PUSH_MS = 1000;
/** How long one replica's claim on writing the counts to the profiles lasts (a write takes seconds). */
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

/** The statistics counted here; article views come with their events, one write each. */
export type TalliedStatistic = Exclude<keyof Statistics, 'articleViews'>;
type Tallies = Record<TalliedStatistic, number>;

const none = (): Tallies => ({ profileViews: 0, searchAppearances: 0 });
/** Each statistic's field prefix in the Redis hashes: `v:<member id>`, `s:<member id>`. */
const FIELD: Record<TalliedStatistic, string> = { profileViews: 'v', searchAppearances: 's' };
const STATISTICS = Object.keys(FIELD) as TalliedStatistic[];

/*
 * Profile views and search appearances (ADR 3: counters that are not facts): a search counts up to 500 members, so
 * the counts are added up in memory, pushed to Redis every second (shared by the replicas) and written to the
 * profiles every STATISTICS_FLUSH_MS by one replica. Writing them every minute from memory made each replica update
 * every member found in that minute, ~10,000 updates at 10,000 members: seconds of the document store's CPU that
 * searches and feeds queued behind. Keys after the prefix, under {profile-statistics}:
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
  private readonly flushEveryMs: number;
  private nextFlushAt: number;

  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(PROFILE_CONFIG) config: ProfileConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'profile statistics', everyMs: Math.min(PUSH_MS, config.STATISTICS_FLUSH_MS), logger });
    this.base = `${prefix}{profile-statistics}:`;
    this.flushEveryMs = config.STATISTICS_FLUSH_MS;
    this.nextFlushAt = Date.now() + this.flushEveryMs;
    defineReadModelScript(redis, 'profileStatisticsFlushStart', FLUSH_START);
    defineReadModelScript(redis, 'profileStatisticsRelease', RELEASE);
  }

  async pass(): Promise<void> {
    await this.push();
    if (Date.now() < this.nextFlushAt) return;
    this.nextFlushAt = Date.now() + this.flushEveryMs;
    await this.flush();
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

  /** A clean stop pushes what is counted and writes what waits, unless another replica is writing it. */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    try {
      await this.push();
      await this.flush();
    } catch (error) {
      this.logger.error({ err: error, members: this.counted.size }, 'profile statistics not written at shutdown');
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

  /**
   * Writes what waits in Redis to the profiles, in batches, on one replica at a time. A write interrupted part-way
   * is taken up again by the next pass; profiles that recorded its number skip it.
   */
  async flush(): Promise<void> {
    const claim = randomUUID();
    if (!(await this.redis.set(this.key('claim'), claim, 'PX', FLUSH_CLAIM_MS, 'NX'))) return;
    try {
      const number = await this.redis.profileStatisticsFlushStart(this.base);
      if (!number) return;
      await this.write(number, parseCounts(await this.redis.hgetall(this.key('flushing'))));
      await pipelineResults(this.redis.multi().del(this.key('flushing')).del(this.key('flush')));
    } finally {
      await this.redis.profileStatisticsRelease(this.key('claim'), claim);
    }
  }

  private async write(number: number, counts: [number, Tallies][]): Promise<void> {
    for (let start = 0; start < counts.length; start += WRITES_PER_BATCH) {
      await this.profiles.bulkWrite(
        counts.slice(start, start + WRITES_PER_BATCH).map(([_id, { profileViews, searchAppearances }]) => ({
          updateOne: {
            filter: { _id, 'statistics.flushed': { $ne: number } },
            update: {
              $inc: { 'statistics.profileViews': profileViews, 'statistics.searchAppearances': searchAppearances },
              $set: { 'statistics.flushed': number },
            },
          },
        })),
        // A counter, not a profile change: updatedAt stays.
        { timestamps: false },
      );
    }
  }

  private key(name: string): string {
    return this.base + name;
  }
}

function add(into: Map<number, Tallies>, id: number, more: Tallies): void {
  const held = into.get(id) ?? none();
  into.set(id, { profileViews: held.profileViews + more.profileViews, searchAppearances: held.searchAppearances + more.searchAppearances });
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
