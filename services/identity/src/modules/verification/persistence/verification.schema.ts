import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { StoredCode } from '../domain/spend-code-try';
import type { VerificationChannel } from '../domain/verification-code';
import { storedCodeFields } from './stored-code.fields';

/**
 * The latest code sent to one destination (`email:<address>` or `sms:<digits>`); a new code replaces it.
 * FerretDB has no TTL index: expiry is `expiresAt`, checked on read.
 */
export interface VerificationDocument extends StoredCode {
  _id: string;
  channel: VerificationChannel;
  destination: string;
  /** Set by a successful check; absent until then. */
  verifiedAt?: Date;
}

export const verificationSchema = new Schema<VerificationDocument>(
  {
    _id: String,
    channel: { type: String, required: true },
    destination: { type: String, required: true },
    ...storedCodeFields,
    verifiedAt: { type: Date },
  },
  schemaOptions,
);

export const VerificationModel = Symbol('VerificationModel');
export type VerificationModel = Model<VerificationDocument>;
