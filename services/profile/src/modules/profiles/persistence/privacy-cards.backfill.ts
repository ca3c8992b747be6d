import { ProfileUpdatedV1 } from '@docnet/contracts';
import { LOGGER, newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { CARD_FORMAT, toMemberCard } from './profile.mapper';
import { ProfileModel, type ProfileDocument } from './profile.schema';

/**
 * At start: a member who had turned public profile or search visibility off before cards carried the
 * privacy switches still has an older card in every projection, which lists them as if both were on; a member
 * with only practice locations has an older card without a place, so the assistant finds nobody there. Such
 * profiles publish their card again (revision + 1, outbox), once: the write records the card format.
 * Profiles with the default switches and an own place (or none at all) need nothing: their card is the same.
 */
const emptyText = { $in: [null, ''] };
const cardDiffers = [
  { 'privacy.publicProfile': false },
  { 'privacy.searchVisibility': false },
  { 'practiceLocations.0': { $exists: true }, city: emptyText, state: emptyText, zipcode: emptyText },
];

@Injectable()
export class PrivacyCardsBackfill implements OnApplicationBootstrap {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stale = await this.profiles
      .find({ cardFormat: { $ne: CARD_FORMAT }, $or: cardDiffers }, { pendingEvents: 0 })
      .lean<ProfileDocument[]>();
    let published = 0;
    for (const profile of stale) {
      const revision = profile.revision + 1;
      const event = newEvent(ProfileUpdatedV1, 'profile', profile._id, { revision, card: toMemberCard(profile) });
      // Guarded by the revision read: a concurrent change (or another replica's pass) publishes the card itself.
      const result = await this.profiles.updateOne(
        { _id: profile._id, revision: profile.revision },
        withEvents<ProfileDocument>({ $set: { revision, cardFormat: CARD_FORMAT } }, [event]),
      );
      if (result.matchedCount === 1) {
        this.relay.nudge(this.profiles, profile._id);
        published += 1;
      }
    }
    if (published) this.logger.info({ profiles: published }, 'member cards republished with their privacy settings and places');
  }
}
