import { NotificationSettingsChangedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ApplyNotificationSettingsHandler } from '../commands/apply-notification-settings/apply-notification-settings.handler';

/** Keeps each member's notification settings from the profile service, the newest revision winning. */
@Controller()
export class NotificationSettingsConsumer {
  constructor(private readonly settings: ApplyNotificationSettingsHandler) {}

  @EventPattern(NotificationSettingsChangedV1.type)
  handle(@Payload() { data }: EventOf<typeof NotificationSettingsChangedV1>): Promise<void> {
    return this.settings.execute(data.userId, data.revision, data.settings);
  }
}
