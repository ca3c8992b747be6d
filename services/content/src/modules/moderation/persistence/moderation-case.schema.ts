import { reportTargetTypes, type ReportedItem, type ReportTargetType } from '@docnet/contracts';
import { Schema, type Model } from 'mongoose';

/**
 * The case of one reported target: one per target for good. A new report reopens a closed case (a new
 * `round`, so each round gets one decision); `kept` once a decision or an appeal judged the item acceptable,
 * after which reports no longer hide it, until its author edits it. A content held for review (its author confirmed
 * high-risk patient details) has a case from the hold, hidden and `heldForReview`, with or without reports.
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
  /** Of them, those with standing (absent on cases from before standing was counted: none). */
  countedReports?: number;
  /** Of those, the patient-privacy reports. */
  countedPrivacyReports?: number;
  /** The most severe reason reported (`reportReasonSeverity`), or a hold's; the queue's order after `hidden`. */
  severity?: number;
  hidden: boolean;
  kept: boolean;
  heldForReview?: boolean;
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
    countedReports: { type: Number, default: 0 },
    countedPrivacyReports: { type: Number, default: 0 },
    severity: { type: Number, default: 0 },
    hidden: { type: Boolean, default: false },
    kept: { type: Boolean, default: false },
    heldForReview: { type: Boolean, default: false },
    openedAt: { type: Date, required: true },
    lastReportedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
moderationCaseSchema.index({ targetType: 1, targetId: 1 }, { unique: true });
// The queue: open cases, hidden ones first, then by the worst reason, then the most recently reported.
moderationCaseSchema.index({ status: 1, hidden: -1, severity: -1, lastReportedAt: -1 });

export const ModerationCaseModel = Symbol('ModerationCaseModel');
export type ModerationCaseModel = Model<ModerationCaseDocument>;
