import { Schema, type Model } from 'mongoose';

/** A member's appeal of a decision: unique per decision (once). `originalModeratorId` may not decide it. */
export interface AppealDocument {
  _id: number;
  decisionId: number;
  caseId: number;
  memberId: number;
  originalModeratorId: number;
  statement: string;
  status: 'open' | 'decided';
  createdAt: Date;
}

export const appealSchema = new Schema<AppealDocument>(
  {
    _id: Number,
    decisionId: { type: Number, required: true },
    caseId: { type: Number, required: true },
    memberId: { type: Number, required: true },
    originalModeratorId: { type: Number, required: true },
    statement: { type: String, required: true },
    status: { type: String, enum: ['open', 'decided'], default: 'open' },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
appealSchema.index({ decisionId: 1 }, { unique: true });
appealSchema.index({ status: 1, createdAt: 1 });

export const AppealModel = Symbol('AppealModel');
export type AppealModel = Model<AppealDocument>;
