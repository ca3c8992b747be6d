import { Inject, Injectable } from '@nestjs/common';
import { ConversationModel } from '../../persistence/conversation.schema';
import { MessageModel } from '../../persistence/message.schema';

/**
 * A member deleted their account: their conversations go, with every message in them, from both members' lists.
 * Each conversation's messages are deleted before it, so a failure leaves it for the redelivery to find again.
 */
@Injectable()
export class DeleteMemberConversationsHandler {
  constructor(
    @Inject(ConversationModel) private readonly conversations: ConversationModel,
    @Inject(MessageModel) private readonly messages: MessageModel,
  ) {}

  async execute(memberId: number): Promise<void> {
    const [low, high] = await Promise.all([
      this.conversations.find({ lowMemberId: memberId }, { _id: 1 }).lean(),
      this.conversations.find({ highMemberId: memberId }, { _id: 1 }).lean(),
    ]);
    for (const { _id } of [...low, ...high]) {
      await this.messages.deleteMany({ conversationId: _id });
      await this.conversations.deleteOne({ _id });
    }
  }
}
