import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { VerificationChannel } from '../domain/verification-code';

/**
 * The latest code sent to one destination (`email:<address>` or `sms:<digits>`); a new code replaces it.
 * FerretDB has no TTL index: expiry is `expiresAt`, checked on read.
 */
export interface VerificationDocument {
  _id: string;
  channel: VerificationChannel;
  destination: string;
  /** HMAC of the code; '' when the provider (Twilio Verify) keeps the code. */
  codeHash: string;
  checkedBy: 'identity' | 'provider';
  attempts: number;
  used: boolean;
  expiresAt: Date;
  /** Set by a successful check; absent until then. */
  verifiedAt?: Date;
}

export const verificationSchema = new Schema<VerificationDocument>(
  {
    _id: String,
    channel: { type: String, required: true },
    destination: { type: String, required: true },
    codeHash: { type: String, default: '' },
    checkedBy: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    used: { type: Boolean, default: false },
    expiresAt: { type: Date, required: true },
    verifiedAt: { type: Date },
  },
  schemaOptions,
);

export const VerificationModel = Symbol('VerificationModel');
export type VerificationModel = Model<VerificationDocument>;
