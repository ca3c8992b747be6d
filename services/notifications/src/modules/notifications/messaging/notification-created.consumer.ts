import { NotificationCreatedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { PushNotificationHandler } from '../commands/push-notification/push-notification.handler';

/**
 * The service's own NotificationCreatedV1 (new or coalesced) pushes it to the member's devices: published through
 * the outbox after the notification's write, so a push is never sent for a notification that was not stored.
 */
@Controller()
export class NotificationCreatedConsumer {
  constructor(private readonly push: PushNotificationHandler) {}

  @EventPattern(NotificationCreatedV1.type)
  async created(@Payload() event: EventOf<typeof NotificationCreatedV1>): Promise<void> {
    await this.push.notified(event.data.userId, event.data.notification);
  }
}
