import { Inject, Injectable } from '@nestjs/common';
import type { Tallies } from '../../domain/profile-statistics.port';
import { ProfileModel } from '../../persistence/profile.schema';

/** Updates per bulk write: other profile writes get the collection's write turn in between. */
export const WRITES_PER_BATCH = 50;

/**
 * Adds counted profile views and search appearances to the profiles, in one bulk write. A numbered write
 * (ProfileStatisticsWriter) records its number on each profile and skips those that recorded it already, so a
 * write taken up again after a crash adds to each profile once; an unnumbered one (counts a stop could not push
 * to Redis) just adds.
 */
@Injectable()
export class AddProfileStatisticsHandler {
  constructor(@Inject(ProfileModel) private readonly profiles: ProfileModel) {}

  async execute(counts: readonly [number, Tallies][], flush?: number): Promise<void> {
    await this.profiles.bulkWrite(
      counts.map(([_id, { profileViews, searchAppearances }]) => {
        const $inc = { 'statistics.profileViews': profileViews, 'statistics.searchAppearances': searchAppearances };
        return {
          updateOne:
            flush === undefined
              ? { filter: { _id }, update: { $inc } }
              : { filter: { _id, 'statistics.flushed': { $ne: flush } }, update: { $inc, $set: { 'statistics.flushed': flush } } },
        };
      }),
      // A counter, not a profile change: updatedAt stays.
      { timestamps: false },
    );
  }
}
