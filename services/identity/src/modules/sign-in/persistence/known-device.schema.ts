import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/** A browser a member has signed in from (login alerts): one record per member and device cookie. */
export interface KnownDeviceDocument {
  /** `<userId>:<SHA-256 of the device cookie>`. */
  _id: string;
  userId: number;
  userAgent: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export const knownDeviceSchema = new Schema<KnownDeviceDocument>(
  {
    _id: String,
    userId: { type: Number, required: true },
    userAgent: { type: String, default: '' },
    firstSeenAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
  },
  schemaOptions,
);
knownDeviceSchema.index({ userId: 1 });

export const KnownDeviceModel = Symbol('KnownDeviceModel');
export type KnownDeviceModel = Model<KnownDeviceDocument>;
