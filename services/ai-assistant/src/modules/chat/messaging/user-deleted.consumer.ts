import { UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ForgetConversationHandler } from '../commands/forget-conversation/forget-conversation.handler';

@Controller()
export class UserDeletedConsumer {
  constructor(private readonly forgetConversation: ForgetConversationHandler) {}

  @EventPattern(UserDeletedV1.type)
  handle(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.forgetConversation.execute(event.data.userId);
  }
}
