import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * The pending second step of a member's sign-in: the SMS code sent after a right password. A new sign-in
 * replaces it; `expiresAt` is checked on read (FerretDB has no TTL index); at most 5 tries, single use.
 */
export interface SignInChallengeDocument {
  /** The member's id. */
  _id: number;
  phoneNumber: string;
  /** HMAC of the code; '' when the provider (Twilio Verify) keeps the code. */
  codeHash: string;
  checkedBy: 'identity' | 'provider';
  attempts: number;
  used: boolean;
  expiresAt: Date;
}

export const signInChallengeSchema = new Schema<SignInChallengeDocument>(
  {
    _id: Number,
    phoneNumber: { type: String, required: true },
    codeHash: { type: String, default: '' },
    checkedBy: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    used: { type: Boolean, default: false },
    expiresAt: { type: Date, required: true },
  },
  schemaOptions,
);

export const SignInChallengeModel = Symbol('SignInChallengeModel');
export type SignInChallengeModel = Model<SignInChallengeDocument>;
