import { Inject, Injectable } from '@nestjs/common';
import { ConversationModel } from '../../persistence/conversation.schema';
import { MessageModel } from '../../persistence/message.schema';
import { ConversationSummary } from '../conversation-summary/conversation-summary';
import { HeldMessages, type HeldMessage } from '../send-message/held-messages';

/** A send's own summary normally lands within milliseconds; older markers are taken for a request that died. */
export const SETTLE_MS = 10_000;
const BATCH = 500;

/**
 * Finishes what a crash (or lost contention) left behind: conversations with messages whose summary marker is
 * still raised after SETTLE_MS, or whose read did not reach the unread counts, get their summary derived again,
 * and the markers are lowered. A message still held (the send died before its second connection check) is
 * settled first.
 */
@Injectable()
export class RepairConversationSummariesHandler {
  constructor(
    @Inject(ConversationModel) private readonly conversations: ConversationModel,
    @Inject(MessageModel) private readonly messages: MessageModel,
    private readonly summary: ConversationSummary,
    private readonly held: HeldMessages,
  ) {}

  /** One batch; true when it found something to finish. */
  async execute(now: Date): Promise<boolean> {
    const pending = await this.messages
      .find({ summaryPending: true, sentAt: { $lt: new Date(now.getTime() - SETTLE_MS) } }, { conversationId: 1, senderId: 1, recipientId: 1, held: 1 })
      .limit(BATCH)
      .lean<(HeldMessage & { held?: boolean })[]>();
    const byConversation = new Map<number, number[]>();
    for (const message of pending) {
      // A send that died between its insert and its connection check.
      if (message.held && !(await this.held.settle(message))) continue;
      byConversation.set(message.conversationId, [...(byConversation.get(message.conversationId) ?? []), message._id]);
    }
    for (const [conversationId, messageIds] of byConversation) {
      // Found before the summary was derived, so the summary counted them.
      if (await this.summary.refresh(conversationId)) {
        await this.messages.updateMany({ _id: { $in: messageIds } }, { $set: { summaryPending: false } });
      }
    }
    const stale = await this.conversations.find({ summaryStale: true }, { _id: 1 }).limit(BATCH).lean();
    for (const { _id } of stale) await this.summary.refresh(_id);
    return pending.length + stale.length > 0;
  }
}
