import type { NotificationSettings } from '@docnet/contracts';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { notificationSettingsOf } from '../../persistence/profile.mapper';
import { GetProfileHandler } from '../get-profile/get-profile.handler';

export const NOTIFICATION_SETTINGS_OWNER_ONLY = 'You can only see your own notification settings';

/** A member's notification settings are theirs alone; the defaults until they save some. */
@Injectable()
export class GetNotificationSettingsHandler {
  constructor(private readonly profiles: GetProfileHandler) {}

  async execute(id: number, actingUserId: number): Promise<NotificationSettings> {
    if (actingUserId !== id) throw new ForbiddenException(NOTIFICATION_SETTINGS_OWNER_ONLY);
    return notificationSettingsOf(await this.profiles.document(id));
  }
}
