import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { searchKeysOf } from '../domain/search-keys';
import { ProfileModel, type ProfileDocument } from './profile.schema';

/**
 * Profiles stored before doctor search existed have no search keys and would only be found by
 * 'Show All Doctors'; they get them once at start. (Per document: FerretDB has no pipeline updates.)
 * Revision and events are untouched: the keys are not part of the public card.
 */
@Injectable()
export class SearchKeysBackfill implements OnApplicationBootstrap {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const missing = await this.profiles
      .find({ 'searchKeys.name': { $exists: false } }, { name: 1, specialty: 1, dentalSpecialties: 1, affiliation: 1, hospital: 1 })
      .lean<ProfileDocument[]>();
    for (const profile of missing) {
      await this.profiles.updateOne({ _id: profile._id }, { $set: { searchKeys: searchKeysOf(profile) } });
    }
    if (missing.length) this.logger.info({ profiles: missing.length }, 'search keys added to older profiles');
  }
}
