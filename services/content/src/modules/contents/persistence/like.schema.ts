import { type OutboxFields, outboxPlugin } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * One row per member and content (unique), toggled between liked and not: every toggle is one
 * single-document write carrying its event, and a repeated like or unlike matches nothing.
 */
export interface LikeDocument extends OutboxFields {
  contentId: number;
  memberId: number;
  liked: boolean;
  /** Increases with every toggle, so the reconciler's reset cannot hide a newer toggle. */
  toggles: number;
  /** Toggles not yet applied to the content's likesCount: +1 with each toggle, -1 once applied (see ReactionCounts). */
  unapplied: number;
  changedAt: Date;
}

export const likeSchema = new Schema<LikeDocument>(
  {
    contentId: { type: Number, required: true },
    memberId: { type: Number, required: true },
    liked: { type: Boolean, required: true },
    toggles: { type: Number, default: 1 },
    unapplied: { type: Number, default: 0 },
    changedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
likeSchema.plugin(outboxPlugin);
likeSchema.index({ contentId: 1, memberId: 1 }, { unique: true });
likeSchema.index({ contentId: 1, liked: 1 });
// A deleted member's likes, to take them back.
likeSchema.index({ memberId: 1, liked: 1 });
likeSchema.index({ unapplied: 1, changedAt: 1 });
likeSchema.index({ contentId: 1, unapplied: 1 });

export const LikeModel = Symbol('LikeModel');
export type LikeModel = Model<LikeDocument>;

