import { UserRegisteredV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CreateProfileHandler } from '../commands/create-profile/create-profile.handler';

@Controller()
export class UserRegisteredConsumer {
  constructor(private readonly createProfile: CreateProfileHandler) {}

  @EventPattern(UserRegisteredV1.type)
  handle(@Payload() event: EventOf<typeof UserRegisteredV1>): Promise<void> {
    return this.createProfile.execute(event.data);
  }
}
