import { NotificationSettingsChangedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Recipients } from '../persistence/recipients';

/** Keeps each member's notification settings from the profile service, the newest revision winning. */
@Controller()
export class NotificationSettingsConsumer {
  constructor(private readonly recipients: Recipients) {}

  @EventPattern(NotificationSettingsChangedV1.type)
  handle(@Payload() { data }: EventOf<typeof NotificationSettingsChangedV1>): Promise<void> {
    return this.recipients.applySettings(data.userId, data.revision, data.settings);
  }
}
