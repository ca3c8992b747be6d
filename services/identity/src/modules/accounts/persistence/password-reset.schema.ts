import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * An issued reset token, known only by its SHA-256 (the token itself is in the member's email only).
 * FerretDB has no TTL index: expiry is `expiresAt`, checked on use.
 */
export interface PasswordResetDocument {
  /** SHA-256 of the token, hex. */
  _id: string;
  userId: number;
  expiresAt: Date;
  used: boolean;
}

export const passwordResetSchema = new Schema<PasswordResetDocument>(
  {
    _id: String,
    userId: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    used: { type: Boolean, default: false },
  },
  schemaOptions,
);
passwordResetSchema.index({ userId: 1 });

export const PasswordResetModel = Symbol('PasswordResetModel');
export type PasswordResetModel = Model<PasswordResetDocument>;
