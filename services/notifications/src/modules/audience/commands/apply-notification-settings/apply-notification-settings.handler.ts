import type { NotificationSettings } from '@docnet/contracts';
import { Injectable } from '@nestjs/common';
import { Recipients } from '../../persistence/recipients';

/** Keeps a member's notification settings from the profile service, the newest revision winning. */
@Injectable()
export class ApplyNotificationSettingsHandler {
  constructor(private readonly recipients: Recipients) {}

  execute(memberId: number, revision: number, settings: NotificationSettings): Promise<void> {
    return this.recipients.applySettings(memberId, revision, settings);
  }
}
