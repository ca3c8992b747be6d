import * as yup from 'yup';
import type { AuthorCard } from './content';
import { pageLimitSchema, pageOffsetSchema } from './paging';
import { phiConfirmationSchema } from './phi-guard';

/** What a member can report. */
export const reportTargetTypes = ['content', 'comment', 'message', 'member'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

/** Why: patient privacy, misinformation, harassment, spam, other. */
export const reportReasons = ['patient-privacy', 'misinformation', 'harassment', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The reasons from the most to the least severe: the moderators' queue is ordered by its cases' worst reason. */
export const reportReasonsBySeverity: readonly ReportReason[] = ['patient-privacy', 'harassment', 'misinformation', 'spam', 'other'];

/** A reason's severity: the higher, the sooner a moderator reads the case (patient privacy highest). */
export const reportReasonSeverity = (reason: ReportReason): number =>
  reportReasonsBySeverity.length - reportReasonsBySeverity.indexOf(reason);

/** A moderator's decision on a case; `remove` applies to a content or comment only. */
export const moderationActions = ['keep', 'remove', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** A second moderator's decision on an appeal: the first decision stands, or the item comes back. */
export const appealActions = ['uphold', 'reinstate'] as const;
export type AppealAction = (typeof appealActions)[number];

/**
 * The decisions a member may appeal, once: a removal, a warning or a suspension (a suspended member appeals from
 * the sign-in screen with the token their right password earned: POST /api/auth/suspension-appeal).
 */
export const appealableActions: readonly ModerationAction[] = ['remove', 'warn', 'suspend'];

/**
 * How long after a decision the member concerned may appeal it. A removed content's files are kept that long,
 * readable by its author (to prepare the appeal) and moderators only; once it passes with no appeal, or an appeal
 * filed in time is upheld, they are deleted. The content service's `APPEAL_WINDOW_MS` sets it (this, by default).
 */
export const APPEAL_WINDOW_DAYS = 30;

/** How long a suspended member's appeal token lasts after their right password earned it. */
export const SUSPENSION_APPEAL_TOKEN_LIFETIME_MS = 15 * 60_000;

/**
 * Distinct members with standing whose reports hide a content or comment pending review; a report from a member
 * without standing is kept and shown to moderators but hides nothing. A member has standing with a bound NPI, or
 * with contributions of their own still up, the first of them old enough (the content service's settings).
 */
export const REPORTS_TO_HIDE = 3;
/** A patient-privacy report from one member with standing is enough to hide an item pending review. */
export const PATIENT_PRIVACY_REPORTS_TO_HIDE = 1;
export const REPORT_DETAILS_MAX = 2000;
export const MODERATION_REASON_MAX = 2000;
export const APPEAL_STATEMENT_MAX = 2000;

/** The texts of the reporting and moderation rules. */
export const ModerationMessages = {
  targetType: `targetType must be one of ${reportTargetTypes.join(', ')}`,
  targetId: 'targetId must be a positive whole number',
  reason: `reason must be one of ${reportReasons.join(', ')}`,
  details: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  conversationId: 'conversationId is required to report a message',
  alreadyReported: 'You have already reported this',
  ownItem: 'You cannot report yourself or what you wrote',
  memberNotFound: 'Member not found',
  messageNotFound: 'Message not found',
  moderatorsOnly: 'Only moderators can do this',
  action: `action must be one of ${moderationActions.join(', ')}`,
  appealAction: `action must be one of ${appealActions.join(', ')}`,
  decisionReason: 'A reason is required',
  decisionReasonMax: `The reason must be at most ${MODERATION_REASON_MAX} characters`,
  statement: 'A statement is required',
  statementMax: `The statement must be at most ${APPEAL_STATEMENT_MAX} characters`,
  caseNotFound: 'Case not found',
  caseDecided: 'This case has already been decided',
  ownCase: 'You cannot decide a case about yourself',
  /** 403: a moderator who reported the case decides neither it nor its appeal. */
  reportedCase: 'You reported this, so another moderator decides it',
  removeItemsOnly: 'Only a content or comment can be removed',
  decisionNotFound: 'Decision not found',
  notYourDecision: 'Only the member concerned can appeal this decision',
  notAppealable: 'This decision cannot be appealed',
  alreadyAppealed: 'You have already appealed this decision',
  appealWindowClosed: `This decision can no longer be appealed: appeals are taken within ${APPEAL_WINDOW_DAYS} days of a decision`,
  appealNotFound: 'Appeal not found',
  appealDecided: 'This appeal has already been decided',
  sameModerator: 'An appeal is decided by another moderator',
  /** 403 on POST /api/auth/suspension-appeal: the token is missing, made up or older than its lifetime. */
  appealToken: 'This appeal form has expired. Sign in again to appeal your suspension.',
  suspensionNotFound: 'No suspension to appeal was found for this account',
} as const;

/**
 * The 403 body of a right password on a suspended account (POST /api/auth/login or its code check): the message
 * gives the moderator's reason; `appealToken` lets the member appeal the suspension, signed out, for
 * `SUSPENSION_APPEAL_TOKEN_LIFETIME_MS`.
 */
export interface SuspendedBody {
  message: string;
  suspended: true;
  appealToken: string;
}

/** POST /api/reports. `conversationId` names the conversation of a reported message (required then). */
export const reportSchema = yup.object({
  targetType: yup
    .string()
    .oneOf(reportTargetTypes, ModerationMessages.targetType)
    .required(ModerationMessages.targetType),
  targetId: yup
    .number()
    .typeError(ModerationMessages.targetId)
    .integer(ModerationMessages.targetId)
    .positive(ModerationMessages.targetId)
    .required(ModerationMessages.targetId),
  reason: yup.string().oneOf(reportReasons, ModerationMessages.reason).required(ModerationMessages.reason),
  details: yup.string().trim().max(REPORT_DETAILS_MAX, ModerationMessages.details).default(''),
  /** The details are read by the PHI guard (phi-guard.ts) like every member text. */
  phiConfirmation: phiConfirmationSchema,
  conversationId: yup
    .number()
    .typeError(ModerationMessages.conversationId)
    .integer(ModerationMessages.conversationId)
    .positive(ModerationMessages.conversationId)
    .when('targetType', {
      is: 'message',
      then: (schema) => schema.required(ModerationMessages.conversationId),
      otherwise: (schema) => schema.optional(),
    }),
});
export type ReportInput = yup.InferType<typeof reportSchema>;

const decisionReason = yup
  .string()
  .trim()
  .required(ModerationMessages.decisionReason)
  .max(MODERATION_REASON_MAX, ModerationMessages.decisionReasonMax);

/** POST /api/moderation/cases/{id}/decisions. */
export const moderationDecisionSchema = yup.object({
  action: yup
    .string()
    .oneOf(moderationActions, ModerationMessages.action)
    .required(ModerationMessages.action),
  reason: decisionReason,
  /** The reason reaches the member concerned: the PHI guard (phi-guard.ts) reads it like every member text. */
  phiConfirmation: phiConfirmationSchema,
});
export type ModerationDecisionInput = yup.InferType<typeof moderationDecisionSchema>;

/** POST /api/moderation/decisions/{id}/appeals. */
export const appealSchema = yup.object({
  statement: yup
    .string()
    .trim()
    .required(ModerationMessages.statement)
    .max(APPEAL_STATEMENT_MAX, ModerationMessages.statementMax),
  /** The statement is read by the PHI guard (phi-guard.ts) like every member text. */
  phiConfirmation: phiConfirmationSchema,
});
export type AppealInput = yup.InferType<typeof appealSchema>;

/** POST /api/auth/suspension-appeal: the appeal of a suspended member, signed out. */
export const suspensionAppealSchema = appealSchema.shape({
  appealToken: yup.string().trim().required(ModerationMessages.appealToken),
});
export type SuspensionAppealInput = yup.InferType<typeof suspensionAppealSchema>;

/** POST /api/moderation/appeals/{id}/decisions. */
export const appealDecisionSchema = yup.object({
  action: yup
    .string()
    .oneOf(appealActions, ModerationMessages.appealAction)
    .required(ModerationMessages.appealAction),
  reason: decisionReason,
  phiConfirmation: phiConfirmationSchema,
});
export type AppealDecisionInput = yup.InferType<typeof appealDecisionSchema>;

/** POST /api/reports answer (201): the report as kept. */
export interface ReportReceipt {
  id: number;
  caseId: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  createdAt: string;
}

/** A message of a reported conversation, as the case keeps it. */
export interface ReportedMessage {
  id: number;
  senderId: number;
  body: string;
  sentAt: string;
}

/**
 * The reported item as the case keeps it, so a moderator sees it in context: a content's title and body, a
 * comment's body under its content's title, a message with the messages before it. Null for a member (the
 * case's `subject` card shows them).
 */
export interface ReportedItem {
  /** The content's title (a comment's: the content it is on); null for a message. */
  title: string | null;
  text: string;
  /** The content the item is or is on; null for a message. */
  contentId: number | null;
  /** A reported message and up to four messages before it, oldest first; empty otherwise. */
  context: ReportedMessage[];
}

/** One member's report as a moderator reads it. */
export interface CaseReport {
  id: number;
  reporterId: number;
  reporter: AuthorCard | null;
  reason: ReportReason;
  details: string;
  createdAt: string;
  /** The reporter had standing when reporting: the report counts toward hiding the item. */
  counted: boolean;
}

/** The open or decided case of one reported target. */
export interface ModerationCase {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  status: 'open' | 'closed';
  /** True while the item is hidden pending review (reports, or held for review). */
  hidden: boolean;
  /**
   * The author confirmed high-risk patient details (`highRiskPhiKinds`) in the item: it is held, seen by its author
   * only, until a moderator keeps it (or removes it). A case may be held without any report.
   */
  heldForReview: boolean;
  /** The member concerned: the item's author, or the reported member. */
  subjectId: number;
  subject: AuthorCard | null;
  item: ReportedItem | null;
  reports: CaseReport[];
  reportCount: number;
  reasonCounts: Record<ReportReason, number>;
  openedAt: string;
  lastReportedAt: string;
}

/** A logged decision (who, when, what, why): on a case, or on an appeal (`appealId`). */
export interface ModerationDecision {
  id: number;
  caseId: number;
  /** Set for a decision on an appeal. */
  appealId: number | null;
  targetType: ReportTargetType;
  targetId: number;
  subjectId: number;
  /** Who decided; null (with `moderator`) when the member concerned reads it: moderators stay unnamed to them. */
  moderatorId: number | null;
  moderator: AuthorCard | null;
  action: ModerationAction | AppealAction;
  reason: string;
  decidedAt: string;
  /** Whether the member concerned may still appeal it. */
  appealable: boolean;
  /** Until when a removal, warning or suspension may be appealed (`APPEAL_WINDOW_DAYS` after it); null for the others. */
  appealableUntil: string | null;
  item: ReportedItem | null;
}

/** A member's appeal of a decision, and the decision appealed. */
export interface ModerationAppeal {
  id: number;
  decisionId: number;
  memberId: number;
  statement: string;
  status: 'open' | 'decided';
  createdAt: string;
  decision: ModerationDecision;
}

/** GET /api/moderation/queue: open cases (hidden ones first, then the most recently reported) and the open appeals this moderator may decide. */
export interface ModerationQueue {
  cases: ModerationCase[];
  appeals: ModerationAppeal[];
}

/** GET /api/moderation/access. */
export interface ModerationAccess {
  moderator: boolean;
}

/** GET /api/moderation/decisions: the log, newest first. */
export interface ModerationDecisionLog {
  decisions: ModerationDecision[];
  total: number;
}

export const DECISION_LOG_PAGE_MAX = 50;

/** Query of GET /api/moderation/decisions. */
export const decisionLogQuerySchema = yup.object({
  limit: pageLimitSchema(DECISION_LOG_PAGE_MAX, 20),
  offset: pageOffsetSchema(),
});
export type DecisionLogQuery = yup.InferType<typeof decisionLogQuerySchema>;
