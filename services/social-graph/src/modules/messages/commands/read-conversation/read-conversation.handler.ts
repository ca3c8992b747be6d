import { ConversationReadV1, type Conversation } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { sideFields } from '../../domain/conversation-members';
import { ConversationModel, type ConversationDocument } from '../../persistence/conversation.schema';
import { MessageModel } from '../../persistence/message.schema';
import { ConversationViews } from '../../queries/list-conversations/conversation-views';
import { ConversationSummary } from '../conversation-summary/conversation-summary';

/**
 * The member read the conversation up to the other member's latest message. The last-read id only moves
 * forward, in one write with social-graph.conversation.read (outbox); reading again with nothing new
 * changes nothing and emits nothing. The read time is then stamped on the messages just read (their read
 * receipts) and the unread counts derived again.
 */
@Injectable()
export class ReadConversationHandler {
  constructor(
    @Inject(ConversationModel) private readonly conversations: ConversationModel,
    @Inject(MessageModel) private readonly messages: MessageModel,
    private readonly views: ConversationViews,
    private readonly summary: ConversationSummary,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(conversationId: number, memberId: number): Promise<Conversation> {
    const { conversation, side, otherMemberId } = await this.views.find(conversationId, memberId);
    const fields = sideFields(side);
    const latest = await this.messages.findOne({ conversationId, senderId: otherMemberId }, { _id: 1 }).sort({ _id: -1 }).lean();
    if (latest && latest._id > conversation[fields.lastReadId]) {
      const readAt = new Date();
      const event = newEvent(ConversationReadV1, 'social-graph', conversationId, {
        conversationId,
        memberId,
        otherMemberId,
        lastReadMessageId: latest._id,
        readAt: readAt.toISOString(),
      });
      const result = await this.conversations.updateOne(
        { _id: conversationId, [fields.lastReadId]: { $lt: latest._id } },
        withEvents<ConversationDocument>(
          { $set: { [fields.lastReadId]: latest._id, [fields.lastReadAt]: readAt, summaryStale: true }, $inc: { summaryRevision: 1 } },
          [event],
        ),
      );
      if (result.matchedCount === 1) {
        this.relay.nudge(this.conversations, conversationId);
        await this.messages.updateMany(
          { conversationId, senderId: otherMemberId, _id: { $gt: conversation[fields.lastReadId], $lte: latest._id }, readAt: { $exists: false } },
          { $set: { readAt } },
        );
      }
      await this.summary.refresh(conversationId);
    }
    return this.views.one(conversationId, memberId);
  }
}
