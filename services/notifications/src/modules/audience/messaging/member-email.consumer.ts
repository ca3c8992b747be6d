import { UserEmailVerifiedV1, UserRegisteredV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RecordMemberEmailHandler } from '../commands/record-member-email/record-member-email.handler';

/** Keeps each member's email address from identity: given at registration, replaced by a newly verified one. */
@Controller()
export class MemberEmailConsumer {
  constructor(private readonly emails: RecordMemberEmailHandler) {}

  @EventPattern(UserRegisteredV1.type)
  registered(@Payload() { data }: EventOf<typeof UserRegisteredV1>): Promise<void> {
    return this.emails.execute(data.userId, data.email);
  }

  @EventPattern(UserEmailVerifiedV1.type)
  verified(@Payload() { data }: EventOf<typeof UserEmailVerifiedV1>): Promise<void> {
    return this.emails.execute(data.userId, data.email);
  }
}
