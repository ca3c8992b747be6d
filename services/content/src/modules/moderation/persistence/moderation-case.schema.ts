import { reportTargetTypes, type ReportedItem, type ReportTargetType } from '@docnet/contracts';
import { Schema, type Model } from 'mongoose';

/**
 * The case of one reported target: one per target for good. A new report reopens a closed case (a new
 * `round`, so each round gets one decision); `kept` once a decision or an appeal judged the item acceptable,
 * after which reports no longer hide it.
 */
export interface ModerationCaseDocument {
  _id: number;
  targetType: ReportTargetType;
  targetId: number;
  /** The member concerned: the item's author or the reported member. */
  subjectId: number;
  /** The item as last reported (null for a member). */
  item: ReportedItem | null;
  status: 'open' | 'closed';
  round: number;
  /** Distinct reporters: raised with $inc after each report's unique insert. */
  reportCount: number;
  hidden: boolean;
  kept: boolean;
  openedAt: Date;
  lastReportedAt: Date;
}

const reportedMessage = new Schema(
  { id: Number, senderId: Number, body: String, sentAt: String },
  { _id: false },
);
const reportedItem = new Schema(
  {
    title: { type: String, default: null },
    text: String,
    contentId: { type: Number, default: null },
    context: { type: [reportedMessage], default: [] },
  },
  { _id: false },
);

export const moderationCaseSchema = new Schema<ModerationCaseDocument>(
  {
    _id: Number,
    targetType: { type: String, enum: reportTargetTypes, required: true },
    targetId: { type: Number, required: true },
    subjectId: { type: Number, required: true },
    item: { type: reportedItem, default: null },
    status: { type: String, enum: ['open', 'closed'], default: 'open' },
    round: { type: Number, default: 1 },
    reportCount: { type: Number, default: 0 },
    hidden: { type: Boolean, default: false },
    kept: { type: Boolean, default: false },
    openedAt: { type: Date, required: true },
    lastReportedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
moderationCaseSchema.index({ targetType: 1, targetId: 1 }, { unique: true });
// The queue: open cases, the most recently reported first.
moderationCaseSchema.index({ status: 1, lastReportedAt: -1 });

export const ModerationCaseModel = Symbol('ModerationCaseModel');
export type ModerationCaseModel = Model<ModerationCaseDocument>;
