import type { Statistics } from '@docnet/contracts';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { privacyOf } from '../../domain/stored-profile';
import { ProfileStatisticsTally } from '../../domain/profile-statistics.port';
import { statisticsOf } from '../../persistence/profile.mapper';
import { GetProfileHandler } from '../get-profile/get-profile.handler';

/**
 * The statistics card: the owner's, or anyone's whose profile is public (also to a read on nobody's behalf),
 * with the views and appearances counted but not written yet.
 */
@Injectable()
export class GetStatisticsHandler {
  constructor(
    private readonly profiles: GetProfileHandler,
    private readonly tally: ProfileStatisticsTally,
  ) {}

  execute(id: number, viewerId: number | undefined): Promise<Statistics> {
    return this.tally.withPending(id, async () => {
      const profile = await this.profiles.document(id);
      if (viewerId !== id && !privacyOf(profile).publicProfile) {
        throw new ForbiddenException('This profile is private');
      }
      return { ...statisticsOf(profile), flushed: profile.statistics?.flushed };
    });
  }
}
