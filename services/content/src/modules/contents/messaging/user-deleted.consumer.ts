import { UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RemoveMemberContentsHandler } from '../commands/remove-member-contents/remove-member-contents.handler';

@Controller()
export class UserDeletedConsumer {
  constructor(private readonly removeContents: RemoveMemberContentsHandler) {}

  @EventPattern(UserDeletedV1.type)
  handle(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.removeContents.execute(event.data.userId);
  }
}
