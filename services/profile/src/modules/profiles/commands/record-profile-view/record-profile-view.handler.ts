import type { ProfileViewRecorded } from '@docnet/contracts';
import { REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { ProfileStatisticsTally } from '../../domain/profile-statistics.port';
import { GetProfileHandler } from '../../queries/get-profile/get-profile.handler';

/** A viewer's view of a profile is counted once per UTC day: the mark outlives its day by one. */
const VIEW_MARK_SECONDS = 2 * 24 * 60 * 60;

/**
 * Another member opened the profile (404 for an unknown one): counted once per viewer per UTC day, by a
 * mark in Redis set only if absent, so repeated and concurrent opens (on any replica) count once. The count
 * is added up in memory and written in batches (ProfileStatisticsTally), so opening a profile writes nothing
 * to the database. Redis unreachable: the view is not counted (a statistic; the profile still opens).
 */
@Injectable()
export class RecordProfileViewHandler {
  private readonly marks: string;

  constructor(
    private readonly profiles: GetProfileHandler,
    private readonly tally: ProfileStatisticsTally,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
  ) {
    this.marks = `${prefix}{profile-views}:`;
  }

  async execute(profileId: number, viewerId: number, now: Date = new Date()): Promise<ProfileViewRecorded> {
    if (viewerId === profileId) return { counted: false };
    await this.profiles.execute(profileId);
    const mark = `${this.marks}${now.toISOString().slice(0, 10)}:${profileId}:${viewerId}`;
    if ((await this.redis.set(mark, '1', 'EX', VIEW_MARK_SECONDS, 'NX')) !== 'OK') return { counted: false };
    this.tally.count('profileViews', [profileId]);
    return { counted: true };
  }
}
