import { schemaOptions } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { StoredCode } from '../../verification/domain/spend-code-try';
import { storedCodeFields } from '../../verification/persistence/stored-code.fields';

/**
 * A member's pending NPI binding: the code sent to the registry's phone for `npi`. One per member (a new request
 * replaces it); `expiresAt` is checked on read (FerretDB has no TTL index); at most 5 tries, single use.
 */
export interface NpiBindingChallengeDocument extends StoredCode {
  /** The member's id. */
  _id: number;
  npi: string;
  /** The registry's phone the code went to (a provider-kept code is checked against it). */
  phoneNumber: string;
}

export const npiBindingChallengeSchema = new Schema<NpiBindingChallengeDocument>(
  {
    _id: Number,
    npi: { type: String, required: true },
    phoneNumber: { type: String, required: true },
    ...storedCodeFields,
  },
  schemaOptions,
);

export const NpiBindingChallengeModel = Symbol('NpiBindingChallengeModel');
export type NpiBindingChallengeModel = Model<NpiBindingChallengeDocument>;
