import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * One conversation per pair of members (unique `pairKey`). Per-member state sits in fixed `low*` and
 * `high*` fields (see domain/conversation-members.ts). The summary fields (`lastMessageId`, `activityAt`,
 * the unread counts) are derived from the messages by ConversationSummary under `summaryRevision`;
 * the last-read fields change with a read, which records conversation.read in the same write (outbox).
 */
export interface ConversationDocument extends OutboxFields {
  _id: number;
  pairKey: string;
  lowMemberId: number;
  highMemberId: number;
  /** Whether each member opened it: an empty conversation is listed only for a member who did. */
  lowOpened: boolean;
  highOpened: boolean;
  createdAt: Date;
  /** The latest message's time, or the opening time while there is none: the list's order. */
  activityAt: Date;
  /** 0 while there is no message. */
  lastMessageId: number;
  /** Messages from the other member after the member's last-read one. */
  lowUnread: number;
  highUnread: number;
  /** The latest message from the other member the member has read (0: none), and when. */
  lowLastReadId: number;
  highLastReadId: number;
  lowLastReadAt?: Date;
  highLastReadAt?: Date;
  /** Raised by every write that changes what the summary derives from, so a stale summary never lands. */
  summaryRevision: number;
  /** A read changed a last-read id and the unread counts may not follow it yet (the reconciler finishes it). */
  summaryStale: boolean;
}

export const conversationSchema = new Schema<ConversationDocument>(
  {
    _id: Number,
    pairKey: { type: String, required: true },
    lowMemberId: { type: Number, required: true },
    highMemberId: { type: Number, required: true },
    lowOpened: { type: Boolean, default: false },
    highOpened: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    activityAt: { type: Date, required: true },
    lastMessageId: { type: Number, default: 0 },
    lowUnread: { type: Number, default: 0 },
    highUnread: { type: Number, default: 0 },
    lowLastReadId: { type: Number, default: 0 },
    highLastReadId: { type: Number, default: 0 },
    lowLastReadAt: Date,
    highLastReadAt: Date,
    summaryRevision: { type: Number, default: 0 },
    summaryStale: { type: Boolean, default: false },
  },
  { versionKey: false },
);
conversationSchema.plugin(outboxPlugin);
conversationSchema.index({ pairKey: 1 }, { unique: true });
// A member's conversations, latest activity first.
conversationSchema.index({ lowMemberId: 1, activityAt: -1 });
conversationSchema.index({ highMemberId: 1, activityAt: -1 });
conversationSchema.index({ summaryStale: 1 });

export const ConversationModel = Symbol('ConversationModel');
export type ConversationModel = Model<ConversationDocument>;

export type StoredConversation = Omit<ConversationDocument, keyof OutboxFields>;

/** What the views read: everything but the outbox. */
export const conversationFields = {
  _id: 1,
  pairKey: 1,
  lowMemberId: 1,
  highMemberId: 1,
  lowOpened: 1,
  highOpened: 1,
  createdAt: 1,
  activityAt: 1,
  lastMessageId: 1,
  lowUnread: 1,
  highUnread: 1,
  lowLastReadId: 1,
  highLastReadId: 1,
  lowLastReadAt: 1,
  highLastReadAt: 1,
  summaryRevision: 1,
  summaryStale: 1,
} as const;
