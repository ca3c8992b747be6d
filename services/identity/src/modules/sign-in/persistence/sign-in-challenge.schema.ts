import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { StoredCode } from '../../verification/domain/spend-code-try';
import { storedCodeFields } from '../../verification/persistence/stored-code.fields';

/**
 * The pending second step of a member's sign-in: the SMS code sent after a right password. A new sign-in
 * replaces it; `expiresAt` is checked on read (FerretDB has no TTL index); at most 5 tries, single use.
 */
export interface SignInChallengeDocument extends StoredCode {
  /** The member's id. */
  _id: number;
  phoneNumber: string;
}

export const signInChallengeSchema = new Schema<SignInChallengeDocument>(
  {
    _id: Number,
    phoneNumber: { type: String, required: true },
    ...storedCodeFields,
  },
  schemaOptions,
);

export const SignInChallengeModel = Symbol('SignInChallengeModel');
export type SignInChallengeModel = Model<SignInChallengeDocument>;
