import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SearchIndex } from '../../domain/search-index.port';
import { searchableOf } from '../../domain/search-keys';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';
import { searchRecordProjection } from '../../persistence/search-record.projection';

/**
 * Brings a member's doctor search entry up to the stored profile (ADR 3): read by `_id`, then saved
 * with the index's compare-and-set on the revision, so a late or repeated call changes nothing.
 */
@Injectable()
export class IndexProfileHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly index: SearchIndex,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(profileId: number): Promise<void> {
    const profile = await this.profiles.findById(profileId, searchRecordProjection).lean<ProfileDocument>();
    if (profile) await this.index.save([searchableOf(profile)]);
  }

  /**
   * Right after the service's own write, so the member finds the change at once. A failure is logged,
   * not answered: the write stands, and the profile.updated it recorded brings the entry up later.
   */
  async afterWrite(profileId: number): Promise<void> {
    try {
      await this.execute(profileId);
    } catch (error) {
      this.logger.warn({ err: error, profileId }, 'doctor search entry not updated; its event will');
    }
  }
}
