import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { PROFILE_CONFIG, type ProfileConfig } from '../../../config/profile.env';
import { ProfileModel } from '../persistence/profile.schema';

/** Updates per bulk write: other profile writes get the collection's write turn in between. */
const WRITES_PER_BATCH = 50;

/**
 * Search appearances, added up in memory per member and written every SEARCH_APPEARANCES_FLUSH_MS
 * with bulk writes (one `$inc` per member), so a search never waits for a write and never holds the
 * profiles' write turn. A clean stop writes what is left; a crash loses at most the last interval.
 */
@Injectable()
export class SearchAppearancesTally extends BackgroundJob {
  private counted = new Map<number, number>();

  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(PROFILE_CONFIG) config: ProfileConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'search appearances', everyMs: config.SEARCH_APPEARANCES_FLUSH_MS, logger });
  }

  pass(): Promise<void> {
    return this.flush();
  }

  /** One appearance for each of these members, written by the next flush. */
  count(memberIds: readonly number[]): void {
    for (const id of memberIds) this.add(id, 1);
  }

  /** A clean stop writes what is left once the last pass is over. */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    try {
      await this.flush();
    } catch (error) {
      this.logger.error({ err: error, members: this.counted.size }, 'search appearances not written at shutdown');
    }
  }

  /**
   * Writes the counts added up so far, in batches. A failed batch and the ones after it are kept for
   * the next pass (a failure part-way through a batch may count that part twice: a statistic, not a
   * balance).
   */
  async flush(): Promise<void> {
    if (!this.counted.size) return;
    const counts = [...this.counted].sort(([a], [b]) => a - b);
    this.counted = new Map();
    for (let start = 0; start < counts.length; start += WRITES_PER_BATCH) {
      const batch = counts.slice(start, start + WRITES_PER_BATCH);
      try {
        await this.profiles.bulkWrite(
          batch.map(([_id, appearances]) => ({
            updateOne: { filter: { _id }, update: { $inc: { 'statistics.searchAppearances': appearances } } },
          })),
          // A counter, not a profile change: updatedAt stays.
          { timestamps: false },
        );
      } catch (error) {
        for (const [id, appearances] of counts.slice(start)) this.add(id, appearances);
        throw error;
      }
    }
  }

  private add(id: number, appearances: number): void {
    this.counted.set(id, (this.counted.get(id) ?? 0) + appearances);
  }
}
