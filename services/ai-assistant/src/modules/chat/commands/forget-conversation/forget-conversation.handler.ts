import { Inject, Injectable } from '@nestjs/common';
import { ChatTurnModel } from '../../persistence/chat-turn.schema';

/** A member deleted their account: their conversation with the assistant goes. Repeating it changes nothing. */
@Injectable()
export class ForgetConversationHandler {
  constructor(@Inject(ChatTurnModel) private readonly turns: ChatTurnModel) {}

  async execute(memberId: number): Promise<void> {
    await this.turns.deleteMany({ memberId });
  }
}
