import type { User } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Logger } from 'pino';
import { SearchIndex } from '../../domain/search-index.port';
import { recordAsSeenBy, userAsSeenBy } from '../../domain/member-view';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';

@Injectable()
export class GetProfileHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly index: SearchIndex,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The record as the viewer may see it; no viewer sees what any member may. Read from the read model
   * (ADR 3), kept by the same writes; the database answers for a member it does not hold (not created, or
   * not caught up yet) and while Redis cannot be reached.
   */
  async execute(id: number, viewerId?: number): Promise<User> {
    const [held] = await this.index.records([id]).catch((error: unknown) => {
      this.logger.debug({ err: error, id }, 'profile record read from the database: the read model is unreachable');
      return [];
    });
    return held ? recordAsSeenBy(held, viewerId) : userAsSeenBy(await this.document(id), viewerId);
  }

  async document(id: number): Promise<ProfileDocument> {
    const profile = await this.profiles.findById(id, { pendingEvents: 0 }).lean<ProfileDocument>();
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }
}
