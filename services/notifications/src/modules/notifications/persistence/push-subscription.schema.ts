import { Schema, type Model } from 'mongoose';

/**
 * One device of a member that receives their pushes: the browser's push address and its encryption keys. A member
 * has one per device; one address belongs to one member at a time (the last to subscribe on that browser).
 */
export interface PushSubscriptionDocument {
  userId: number;
  endpoint: string;
  /** The device's P-256 public key and auth secret (base64url): each push is encrypted for this device alone. */
  keys: { p256dh: string; auth: string };
  createdAt: Date;
}

export const pushSubscriptionSchema = new Schema<PushSubscriptionDocument>(
  {
    userId: { type: Number, required: true },
    endpoint: { type: String, required: true },
    keys: { p256dh: { type: String, required: true }, auth: { type: String, required: true } },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Led by the member: their devices at each sending, and the collection's shard key (docs/adr/0007-mongodb-ready-to-shard.md).
pushSubscriptionSchema.index({ userId: 1, endpoint: 1 }, { unique: true });
// A browser subscribing for another member leaves the previous one.
pushSubscriptionSchema.index({ endpoint: 1 });

export const PushSubscriptionModel = Symbol('PushSubscriptionModel');
export type PushSubscriptionModel = Model<PushSubscriptionDocument>;
