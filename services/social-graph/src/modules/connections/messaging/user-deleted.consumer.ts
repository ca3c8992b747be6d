import { UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EndMemberConnectionsHandler } from '../commands/end-member-connections/end-member-connections.handler';

@Controller()
export class UserDeletedConsumer {
  constructor(private readonly endConnections: EndMemberConnectionsHandler) {}

  @EventPattern(UserDeletedV1.type)
  handle(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.endConnections.execute(event.data.userId);
  }
}
