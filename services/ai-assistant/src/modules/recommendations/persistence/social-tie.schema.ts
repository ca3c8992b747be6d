import { Schema, type Model } from 'mongoose';

export type TieStatus = 'pending' | 'accepted' | 'rejected' | 'removed' | 'withdrawn';

/** A connection between two members as the assistant learnt it from social-graph events; _id is the connection id. */
export interface SocialTieDocument {
  _id: number;
  requesterId: number;
  receiverId: number;
  status: TieStatus;
}

export const socialTieSchema = new Schema<SocialTieDocument>(
  { _id: Number, requesterId: Number, receiverId: Number, status: String },
  { versionKey: false },
);
socialTieSchema.index({ requesterId: 1, status: 1 });
socialTieSchema.index({ receiverId: 1, status: 1 });

export const SocialTieModel = Symbol('SocialTieModel');
export type SocialTieModel = Model<SocialTieDocument>;
