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
// A member's newest ties of a status, read newest first with a limit (each side its own index), and whether a member is
// tied to a few given others (the pair): each read's work is what it answers, whatever a member's number of ties.
socialTieSchema.index({ requesterId: 1, status: 1, _id: -1 });
socialTieSchema.index({ receiverId: 1, status: 1, _id: -1 });
socialTieSchema.index({ requesterId: 1, receiverId: 1 });
socialTieSchema.index({ receiverId: 1, requesterId: 1 });

export const SocialTieModel = Symbol('SocialTieModel');
export type SocialTieModel = Model<SocialTieDocument>;
