import { UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DeleteProfileHandler } from '../commands/delete-profile/delete-profile.handler';

@Controller()
export class UserDeletedConsumer {
  constructor(private readonly deleteProfile: DeleteProfileHandler) {}

  @EventPattern(UserDeletedV1.type)
  handle(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.deleteProfile.execute(event.data.userId);
  }
}
