import type { NotificationKind } from '@docnet/contracts';
import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * What happens to a notification's email: `none` (email off or no address), `pending` → `sending` → `sent`
 * (immediate email, `sending` claimed by one instance), `digest` → `digested` (waits for the member's
 * digest), `dropped` (the member turned email or the type off before it went out), `failed` (the provider
 * kept refusing). Kept on the notification so the email intent is written with it, in one write.
 */
export const emailStates = ['none', 'pending', 'sending', 'sent', 'digest', 'digested', 'dropped', 'failed'] as const;
export type EmailState = (typeof emailStates)[number];

export type NotificationDocument = OutboxFields & {
  _id: number;
  userId: number;
  type: NotificationKind;
  actorId: number | null;
  text: string;
  link: string | null;
  read: boolean;
  readAt?: Date;
  /** When it was created, or last coalesced (shown as createdAt). */
  notifiedAt: Date;
  /** Unique per source event and recipient (with `userId`), so a redelivered event never creates a second one. */
  key: string;
  /** Unread notifications with the same non-empty key are coalesced into one (e.g. `dm:<sender>`). */
  coalesceKey: string;
  /** What it is about when that can be taken back (`connection:<id>` for a request): undoing it removes the notification. */
  subject?: string;
  /** How many source events it stands for (coalesced messages). */
  count: number;
  /** The event that created or last coalesced it: a redelivered event is recognised and ignored. */
  lastSourceEventId: string;
  emailState: EmailState;
  emailAttempts: number;
  emailClaimedAt?: Date;
};

export const notificationSchema = new Schema<NotificationDocument>(
  {
    _id: Number,
    userId: { type: Number, required: true },
    type: { type: String, required: true },
    actorId: { type: Number, default: null },
    text: { type: String, required: true },
    link: { type: String, default: null },
    read: { type: Boolean, required: true },
    readAt: Date,
    notifiedAt: { type: Date, required: true },
    key: { type: String, required: true },
    coalesceKey: { type: String, default: '' },
    subject: String,
    count: { type: Number, default: 1 },
    lastSourceEventId: { type: String, required: true },
    emailState: { type: String, enum: emailStates, required: true },
    emailAttempts: { type: Number, default: 0 },
    emailClaimedAt: Date,
  },
  { versionKey: false },
);
notificationSchema.plugin(outboxPlugin);
// Keys are per recipient (`<source event>:<recipient>`), so unique per member means the same; led by the member, the
// rule fits the collection's shard key, { userId, key } (docs/adr/0007-mongodb-ready-to-shard.md).
notificationSchema.index({ userId: 1, key: 1 }, { unique: true });
// The member's list (newest first), unread counts and the coalescing lookup.
notificationSchema.index({ userId: 1, notifiedAt: -1 });
notificationSchema.index({ userId: 1, read: 1, coalesceKey: 1 });
// A deleted member's notifications to others, to take them back.
notificationSchema.index({ actorId: 1 });
// The email dispatcher and the digest run.
notificationSchema.index({ emailState: 1, userId: 1 });

export const NotificationModel = Symbol('NotificationModel');
export type NotificationModel = Model<NotificationDocument>;
