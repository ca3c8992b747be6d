import { Schema, type Model } from 'mongoose';

/** An accepted connection (social-graph's events): whose connections hear about a member's profile updates. */
export interface MemberConnectionDocument {
  _id: number;
  memberIds: number[];
}

export const memberConnectionSchema = new Schema<MemberConnectionDocument>({ _id: Number, memberIds: [Number] }, { versionKey: false });
memberConnectionSchema.index({ memberIds: 1 });

export const MemberConnectionModel = Symbol('MemberConnectionModel');
export type MemberConnectionModel = Model<MemberConnectionDocument>;
