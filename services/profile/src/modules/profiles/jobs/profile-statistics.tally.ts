import type { Statistics } from '@docnet/contracts';
import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { PROFILE_CONFIG, type ProfileConfig } from '../../../config/profile.env';
import { ProfileModel } from '../persistence/profile.schema';

/** Updates per bulk write: other profile writes get the collection's write turn in between. */
const WRITES_PER_BATCH = 50;

/** The statistics counted in memory; article views come with their events, one write each. */
export type TalliedStatistic = Exclude<keyof Statistics, 'articleViews'>;
type Tallies = Record<TalliedStatistic, number>;

const none = (): Tallies => ({ profileViews: 0, searchAppearances: 0 });

/**
 * Profile views and search appearances, added up in memory per member and written every STATISTICS_FLUSH_MS
 * with bulk writes (one `$inc` per member), so neither a search nor opening a profile waits for a write or
 * holds the profiles' write turn. What is not written yet still shows: `withPending` adds it to a stored
 * record. A clean stop writes what is left; a crash loses at most the last interval.
 */
@Injectable()
export class ProfileStatisticsTally extends BackgroundJob {
  private counted = new Map<number, Tallies>();
  /** The counts of the write in progress: shown until it is done. */
  private writing = new Map<number, Tallies>();
  private written: Promise<unknown> = Promise.resolve();
  /** Raised when a write starts, so a read can tell it raced one. */
  private writes = 0;

  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(PROFILE_CONFIG) config: ProfileConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'profile statistics', everyMs: config.STATISTICS_FLUSH_MS, logger });
  }

  pass(): Promise<void> {
    return this.flush();
  }

  /** One more of `statistic` for each of these members, written by the next flush. */
  count(statistic: TalliedStatistic, memberIds: readonly number[]): void {
    for (const id of memberIds) this.add(this.counted, id, { ...none(), [statistic]: 1 });
  }

  /**
   * A member's statistics as stored (read by `read`) plus what is counted and not written yet. A write
   * that starts while the record is read could be missed or counted twice, so the read is made again.
   */
  async withPending(id: number, read: () => Promise<Statistics>): Promise<Statistics> {
    for (;;) {
      await this.written.catch(() => undefined);
      const before = this.writes;
      const stored = await read();
      if (before !== this.writes) continue;
      const pending = [this.counted.get(id), this.writing.get(id)];
      return pending.reduce<Statistics>(
        (sum, more) => (more ? { ...sum, profileViews: sum.profileViews + more.profileViews, searchAppearances: sum.searchAppearances + more.searchAppearances } : sum),
        stored,
      );
    }
  }

  /** A clean stop writes what is left once the last pass is over. */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    try {
      await this.flush();
    } catch (error) {
      this.logger.error({ err: error, members: this.counted.size }, 'profile statistics not written at shutdown');
    }
  }

  /**
   * Writes the counts added up so far, in batches. A failed batch and the ones after it are kept for
   * the next pass (a failure part-way through a batch may count that part twice: a statistic, not a
   * balance).
   */
  async flush(): Promise<void> {
    await this.written.catch(() => undefined);
    if (!this.counted.size) return;
    this.writing = this.counted;
    this.counted = new Map();
    this.writes += 1;
    const done = this.write([...this.writing].sort(([a], [b]) => a - b));
    this.written = done;
    try {
      await done;
    } finally {
      this.writing = new Map();
    }
  }

  private async write(counts: [number, Tallies][]): Promise<void> {
    for (let start = 0; start < counts.length; start += WRITES_PER_BATCH) {
      const batch = counts.slice(start, start + WRITES_PER_BATCH);
      try {
        await this.profiles.bulkWrite(
          batch.map(([_id, { profileViews, searchAppearances }]) => ({
            updateOne: {
              filter: { _id },
              update: { $inc: { 'statistics.profileViews': profileViews, 'statistics.searchAppearances': searchAppearances } },
            },
          })),
          // A counter, not a profile change: updatedAt stays.
          { timestamps: false },
        );
      } catch (error) {
        for (const [id, tallies] of counts.slice(start)) this.add(this.counted, id, tallies);
        throw error;
      }
    }
  }

  private add(into: Map<number, Tallies>, id: number, more: Tallies): void {
    const held = into.get(id) ?? none();
    into.set(id, { profileViews: held.profileViews + more.profileViews, searchAppearances: held.searchAppearances + more.searchAppearances });
  }
}
