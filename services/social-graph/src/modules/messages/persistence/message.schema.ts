import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * A direct message, inserted in one write together with its social-graph.message.sent event (outbox),
 * so a message and its event never part ways. `summaryPending` stays raised until the conversation's
 * summary (last message, unread counts) has taken the message in; the reconciler finishes what a
 * crash left.
 */
export interface MessageDocument extends OutboxFields {
  _id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  body: string;
  sentAt: Date;
  /** When the recipient read it; stamped after the read, which the conversation's last-read id decides. */
  readAt?: Date;
  summaryPending: boolean;
  /** Inserted, its event kept back, until the connection is checked again (HeldMessages). */
  held?: boolean;
}

export const messageSchema = new Schema<MessageDocument>(
  {
    _id: Number,
    conversationId: { type: Number, required: true },
    senderId: { type: Number, required: true },
    recipientId: { type: Number, required: true },
    body: { type: String, required: true },
    sentAt: { type: Date, required: true },
    readAt: Date,
    summaryPending: { type: Boolean, default: false },
    held: Boolean,
  },
  { versionKey: false },
);
messageSchema.plugin(outboxPlugin);
// Pages of a conversation (newest first by id) and the unread counts (messages of one sender after an id).
messageSchema.index({ conversationId: 1, _id: -1 });
messageSchema.index({ conversationId: 1, senderId: 1, _id: -1 });
messageSchema.index({ summaryPending: 1, sentAt: 1 });

export const MessageModel = Symbol('MessageModel');
export type MessageModel = Model<MessageDocument>;

export type StoredMessage = Pick<MessageDocument, '_id' | 'conversationId' | 'senderId' | 'recipientId' | 'body' | 'sentAt' | 'readAt'>;

/** What the views read: everything but the outbox. */
export const messageFields = { _id: 1, conversationId: 1, senderId: 1, recipientId: 1, body: 1, sentAt: 1, readAt: 1 } as const;
