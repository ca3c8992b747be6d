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
  /** Until when the member may appeal an appealable decision (decidedAt plus the appeal window); null otherwise. */
  appealableUntil: Date | null;
  /** Set by the member's appeal. */
  appealed: boolean;
  /** How the appeal was decided, once it was (set with the appeal's decision). */
  appealOutcome: AppealAction | null;
  /**
   * When the removal of a content this decision made was settled for good after its appeal window: made final (its
   * files let go) or found reinstated by its appeal. Null until then, and for every other decision.
   */
  removalSettledAt: Date | null;
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
    appealableUntil: { type: Date, default: null },
    appealed: { type: Boolean, default: false },
    appealOutcome: { type: String, enum: [...appealActions, null], default: null },
    removalSettledAt: { type: Date, default: null },
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
// The removals whose appeal window closed and that are not settled yet (AppealWindowSweep).
decisionSchema.index({ removalSettledAt: 1, appealableUntil: 1 });

export const DecisionModel = Symbol('DecisionModel');
export type DecisionModel = Model<DecisionDocument>;

/** Never read the outbox fields with a decision. */
export const decisionFields = { pendingEvents: 0, outboxPending: 0, outboxRevision: 0 } as const;
