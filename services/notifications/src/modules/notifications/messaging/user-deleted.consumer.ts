import { UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RemoveMemberNotificationsHandler } from '../commands/remove-member-notifications/remove-member-notifications.handler';

@Controller()
export class UserDeletedConsumer {
  constructor(private readonly removeNotifications: RemoveMemberNotificationsHandler) {}

  @EventPattern(UserDeletedV1.type)
  handle(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.removeNotifications.execute(event.data.userId);
  }
}
