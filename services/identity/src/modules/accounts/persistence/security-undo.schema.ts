import type { SecuritySettings } from '@docnet/contracts';
import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/** What a security change replaced, so its undo link can put it back. */
export type UndoableChange =
  | { kind: 'email'; previousEmail: string }
  | { kind: 'phone'; previousPhone: string | null; previousPhoneVerified: boolean | null }
  | { kind: 'protections'; previous: SecuritySettings };

/**
 * The undo link mailed about a security change, known only by its token's SHA-256 (the token is in the mail only).
 * FerretDB has no TTL index: expiry is `expiresAt`, checked on use.
 */
export interface SecurityUndoDocument {
  _id: string;
  userId: number;
  change: UndoableChange;
  expiresAt: Date;
  used: boolean;
}

export const securityUndoSchema = new Schema<SecurityUndoDocument>(
  {
    _id: String,
    userId: { type: Number, required: true },
    change: { type: Schema.Types.Mixed, required: true },
    expiresAt: { type: Date, required: true },
    used: { type: Boolean, default: false },
  },
  schemaOptions,
);
securityUndoSchema.index({ userId: 1 });

export const SecurityUndoModel = Symbol('SecurityUndoModel');
export type SecurityUndoModel = Model<SecurityUndoDocument>;
