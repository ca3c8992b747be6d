import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConversationModel } from '../persistence/conversation.schema';
import { MessageModel } from '../persistence/message.schema';
import { HeldMessages, type HeldMessage } from '../commands/send-message/held-messages';
import { ConversationSummary } from '../commands/conversation-summary/conversation-summary';

/** A send's own summary normally lands within milliseconds; older markers are taken for a request that died. */
export const SETTLE_MS = 10_000;
const PASS_EVERY_MS = 5_000;
/** Passes that find nothing wait longer and longer, up to this: an idle service stays quiet. */
const IDLE_PASS_MAX_MS = 60_000;
const BATCH = 500;

/**
 * Finishes what a crash (or lost contention) left behind, at start and then every few seconds (up to a
 * minute while there is nothing to do):
 * conversations with messages whose summary marker is still raised after SETTLE_MS, or whose read
 * did not reach the unread counts, get their summary derived again, and the markers are lowered. A
 * message still held (the send died before its second connection check) is settled first.
 */
@Injectable()
export class ConversationSummaryReconciler extends BackgroundJob {
  constructor(
    @Inject(ConversationModel) private readonly conversations: ConversationModel,
    @Inject(MessageModel) private readonly messages: MessageModel,
    private readonly summary: ConversationSummary,
    private readonly held: HeldMessages,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'conversation summary reconciliation', everyMs: PASS_EVERY_MS, idleMaxMs: IDLE_PASS_MAX_MS, logger });
  }

  /** One pass; true when it found something to finish. */
  async pass(now = new Date()): Promise<boolean> {
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
