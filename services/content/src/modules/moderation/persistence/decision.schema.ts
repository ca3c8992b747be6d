import {
  appealActions,
  moderationActions,
  reportTargetTypes,
  type AppealAction,
  type ModerationAction,
  type ReportedItem,
  type ReportTargetType,
} from '@docnet/contracts';
import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * A logged decision with its content.moderation.decided event (outbox, one insert). `key` is unique per
 * round of a case (`case:<id>:<round>`) or per appeal (`appeal:<id>`), so two moderators deciding at once
 * make one decision and the other gets 409.
 */
export interface DecisionDocument extends OutboxFields {
  _id: number;
  key: string;
  caseId: number;
  appealId: number | null;
  targetType: ReportTargetType;
  targetId: number;
  subjectId: number;
  moderatorId: number;
  action: ModerationAction | AppealAction;
  reason: string;
  decidedAt: Date;
  /** A removal, warning or suspension (`appealableActions`), which the member concerned may appeal once. */
  appealable: boolean;
  /** Set by the member's appeal. */
  appealed: boolean;
  item: ReportedItem | null;
}

export const decisionSchema = new Schema<DecisionDocument>(
  {
    _id: Number,
    key: { type: String, required: true },
    caseId: { type: Number, required: true },
    appealId: { type: Number, default: null },
    targetType: { type: String, enum: reportTargetTypes, required: true },
    targetId: { type: Number, required: true },
    subjectId: { type: Number, required: true },
    moderatorId: { type: Number, required: true },
    action: { type: String, enum: [...moderationActions, ...appealActions], required: true },
    reason: { type: String, required: true },
    decidedAt: { type: Date, required: true },
    appealable: { type: Boolean, default: false },
    appealed: { type: Boolean, default: false },
    item: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false },
);
decisionSchema.plugin(outboxPlugin);
decisionSchema.index({ key: 1 }, { unique: true });
// The log, newest first.
decisionSchema.index({ decidedAt: -1 });
// A member's latest suspension, which their appeal from the sign-in screen answers.
decisionSchema.index({ subjectId: 1, action: 1, decidedAt: -1 });

export const DecisionModel = Symbol('DecisionModel');
export type DecisionModel = Model<DecisionDocument>;

/** Never read the outbox fields with a decision. */
export const decisionFields = { pendingEvents: 0, outboxPending: 0, outboxRevision: 0 } as const;
