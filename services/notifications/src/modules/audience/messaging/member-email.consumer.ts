import { UserEmailVerifiedV1, UserRegisteredV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Recipients } from '../persistence/recipients';

/** Keeps each member's email address from identity: given at registration, replaced by a newly verified one. */
@Controller()
export class MemberEmailConsumer {
  constructor(private readonly recipients: Recipients) {}

  @EventPattern(UserRegisteredV1.type)
  registered(@Payload() { data }: EventOf<typeof UserRegisteredV1>): Promise<void> {
    return this.recipients.setEmail(data.userId, data.email);
  }

  @EventPattern(UserEmailVerifiedV1.type)
  verified(@Payload() { data }: EventOf<typeof UserEmailVerifiedV1>): Promise<void> {
    return this.recipients.setEmail(data.userId, data.email);
  }
}
