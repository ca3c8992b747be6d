import { Schema, type Model } from 'mongoose';

/**
 * One NPI can be claimed by one account only. A collection of its own because FerretDB ignores
 * sparse/partial indexes, so a unique index on the optional `npi` field would also refuse two nulls.
 */
export interface NpiClaimDocument {
  _id: string;
  userId: number;
}

export const npiClaimSchema = new Schema<NpiClaimDocument>(
  { _id: String, userId: Number },
  { versionKey: false },
);

export const NpiClaimModel = Symbol('NpiClaimModel');
export type NpiClaimModel = Model<NpiClaimDocument>;
