import { Inject, Injectable } from '@nestjs/common';
import { ConversationModel, type StoredConversation } from '../../persistence/conversation.schema';
import { MessageModel } from '../../persistence/message.schema';

const ATTEMPTS = 5;

/**
 * A conversation's summary (last message, latest activity, each member's unread count) without
 * transactions: a message is inserted with its event in one write, then the summary is derived again
 * from the messages themselves, never incremented. The derivation reads `summaryRevision` first,
 * counts, and writes only if no other write (a send's summary, a read) landed since; otherwise it
 * starts over. So the write that lands last counted every message stored before it: exact under any
 * concurrency, and repeating it changes nothing, which makes the reconciler's retries safe.
 */
@Injectable()
export class ConversationSummary {
  constructor(
    @Inject(ConversationModel) private readonly conversations: ConversationModel,
    @Inject(MessageModel) private readonly messages: MessageModel,
  ) {}

  /** True once a summary that counted every message stored before the call has landed. */
  async refresh(conversationId: number): Promise<boolean> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const conversation = await this.conversations
        .findById(conversationId, { lowMemberId: 1, highMemberId: 1, lowLastReadId: 1, highLastReadId: 1, createdAt: 1, summaryRevision: 1 })
        .lean<Pick<StoredConversation, 'lowMemberId' | 'highMemberId' | 'lowLastReadId' | 'highLastReadId' | 'createdAt' | 'summaryRevision'>>();
      if (!conversation) return true;
      const [latest, lowUnread, highUnread] = await Promise.all([
        this.messages.findOne({ conversationId }, { _id: 1, sentAt: 1 }).sort({ _id: -1 }).lean(),
        this.messages.countDocuments({ conversationId, senderId: conversation.highMemberId, _id: { $gt: conversation.lowLastReadId } }),
        this.messages.countDocuments({ conversationId, senderId: conversation.lowMemberId, _id: { $gt: conversation.highLastReadId } }),
      ]);
      const result = await this.conversations.updateOne(
        { _id: conversationId, summaryRevision: conversation.summaryRevision },
        {
          $set: {
            lastMessageId: latest?._id ?? 0,
            activityAt: latest?.sentAt ?? conversation.createdAt,
            lowUnread,
            highUnread,
            summaryStale: false,
          },
          $inc: { summaryRevision: 1 },
        },
      );
      if (result.matchedCount === 1) return true;
    }
    return false;
  }

  /** After a message was taken back: marked stale first, so a crash before the new summary leaves it to the reconciler. */
  async takeOut(conversationId: number): Promise<void> {
    await this.conversations.updateOne({ _id: conversationId }, { $set: { summaryStale: true } });
    await this.refresh(conversationId);
  }

  /** After a send: derive the summary, then lower the message's marker. A failure leaves it to the reconciler. */
  async takeIn(conversationId: number, messageId: number): Promise<void> {
    if (await this.refresh(conversationId)) await this.messages.updateOne({ _id: messageId }, { $set: { summaryPending: false } });
  }
}
