import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { ContentModerationStatus } from '../../../domain/moderation-status';

/**
 * A comment row. Removal is a flag (with its event, in one write) so the content's commentsCount can be
 * recounted from the rows; removed rows lose their text and are purged once applied and relayed.
 */
export interface CommentDocument extends OutboxFields {
  _id: number;
  contentId: number;
  authorId: number;
  body: string;
  createdAt: Date;
  removed: boolean;
  /** Changes (added, removed) not yet applied to the content's commentsCount (see ReactionCounts). */
  unapplied: number;
  changedAt: Date;
  /** Moderation, as a content's: 'hidden' pending review, 'removed' by a decision, null when visible. */
  moderationStatus?: ContentModerationStatus | null;
}

export const commentSchema = new Schema<CommentDocument>(
  {
    _id: Number,
    contentId: { type: Number, required: true },
    authorId: { type: Number, required: true },
    body: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    removed: { type: Boolean, default: false },
    unapplied: { type: Number, default: 0 },
    changedAt: { type: Date, required: true },
    moderationStatus: { type: String, enum: ['hidden', 'removed', null], default: null },
  },
  { versionKey: false },
);
commentSchema.plugin(outboxPlugin);
commentSchema.index({ contentId: 1, removed: 1, createdAt: -1 });
commentSchema.index({ unapplied: 1, changedAt: 1 });
commentSchema.index({ contentId: 1, unapplied: 1 });
// A reporter's standing: their oldest comments still up.
commentSchema.index({ authorId: 1, createdAt: 1 });

export const CommentModel = Symbol('CommentModel');
export type CommentModel = Model<CommentDocument>;
