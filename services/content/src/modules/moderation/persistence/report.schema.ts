import {
  reportReasons,
  reportTargetTypes,
  type ReportReason,
  type ReportTargetType,
} from '@docnet/contracts';
import { Schema, type Model } from 'mongoose';

/** One member's report of one target; unique per member and target, so a second report is a duplicate key. */
export interface ReportDocument {
  _id: number;
  caseId: number;
  reporterId: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  details: string;
  createdAt: Date;
  /** The reporter had standing: the report counts toward hiding (absent on older reports: it did count). */
  counted?: boolean;
}

export const reportSchema = new Schema<ReportDocument>(
  {
    _id: Number,
    caseId: { type: Number, required: true },
    reporterId: { type: Number, required: true },
    targetType: { type: String, enum: reportTargetTypes, required: true },
    targetId: { type: Number, required: true },
    reason: { type: String, enum: reportReasons, required: true },
    details: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    counted: { type: Boolean },
  },
  { versionKey: false },
);
// Once per member and target; it also counts the distinct reporters the case's $inc stands for.
reportSchema.index({ reporterId: 1, targetType: 1, targetId: 1 }, { unique: true });
reportSchema.index({ caseId: 1, createdAt: 1 });

export const ReportModel = Symbol('ReportModel');
export type ReportModel = Model<ReportDocument>;
