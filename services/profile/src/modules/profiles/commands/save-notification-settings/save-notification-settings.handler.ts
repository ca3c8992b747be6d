import { NotificationSettingsChangedV1, type NotificationSettings } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import { notificationSettingsOf } from '../../persistence/profile.mapper';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';

const ATTEMPTS = 5;

/**
 * Saves a member's notification settings (the whole object). A change raises their own revision and
 * records profile.notification-settings.changed in the same single-document write (outbox); the public
 * card (profile.updated) is untouched, as the settings are private. The write is guarded by the revision
 * read, so two saves never publish out of order. Saving the same settings again writes nothing.
 */
@Injectable()
export class SaveNotificationSettingsHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(profileId: number, actingUserId: number, settings: NotificationSettings): Promise<NotificationSettings> {
    if (actingUserId !== profileId) throw new ForbiddenException('You can only change your own notification settings');
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await this.profiles
        .findById(profileId, { notificationSettings: 1, notificationSettingsRevision: 1 })
        .lean<Pick<ProfileDocument, 'notificationSettings' | 'notificationSettingsRevision'>>();
      if (!current) throw new NotFoundException('Profile not found');
      if (current.notificationSettings && isDeepStrictEqual(notificationSettingsOf(current), settings)) return settings;
      const previousRevision = current.notificationSettingsRevision ?? 0;
      const revision = previousRevision + 1;
      const event = newEvent(NotificationSettingsChangedV1, 'profile', profileId, {
        userId: profileId,
        revision,
        settings,
        changedAt: new Date().toISOString(),
      });
      // Profiles written before the revision existed have no field: match that too.
      const revisionGuard = previousRevision === 0 ? { $in: [0, null] } : previousRevision;
      const result = await this.profiles.updateOne(
        { _id: profileId, notificationSettingsRevision: revisionGuard },
        withEvents<ProfileDocument>({ $set: { notificationSettings: settings, notificationSettingsRevision: revision } }, [event]),
      );
      if (result.matchedCount === 1) {
        this.relay.nudge(this.profiles, profileId);
        return settings;
      }
    }
    throw new ConflictException('The notification settings changed meanwhile. Please try again.');
  }
}
