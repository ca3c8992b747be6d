import { UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DeleteMemberConversationsHandler } from '../commands/delete-member-conversations/delete-member-conversations.handler';

@Controller()
export class UserDeletedMessagesConsumer {
  constructor(private readonly deleteConversations: DeleteMemberConversationsHandler) {}

  @EventPattern(UserDeletedV1.type)
  handle(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.deleteConversations.execute(event.data.userId);
  }
}
