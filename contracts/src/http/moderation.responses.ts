import * as yup from 'yup';
import { authorCardResponseSchema } from './content.responses';
import {
  appealActions,
  moderationActions,
  reportReasons,
  reportTargetTypes,
  type CaseReport,
  type ModerationAccess,
  type ModerationAppeal,
  type ModerationCase,
  type ModerationDecision,
  type ModerationDecisionLog,
  type ModerationQueue,
  type ReportedItem,
  type ReportedMessage,
  type ReportReason,
  type ReportReceipt,
} from './moderation';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of moderation.ts for the OpenAPI document, in a module the SPA never bundles. */

const targetType = yup.string().oneOf(reportTargetTypes).defined();
const reason = yup.string().oneOf(reportReasons).defined();

export const moderationAccessResponseSchema = responseSchema<ModerationAccess>()({
  moderator: responseField.flag,
});

export const reportReceiptResponseSchema = responseSchema<ReportReceipt>()({
  id: responseField.id,
  caseId: responseField.id,
  targetType,
  targetId: responseField.id,
  reason,
  createdAt: responseField.timestamp,
});

const reportedMessageResponseSchema = responseSchema<ReportedMessage>()({
  id: responseField.id,
  senderId: responseField.id,
  body: responseField.text,
  sentAt: responseField.timestamp,
});

const reportedItemResponseSchema = responseSchema<ReportedItem>()({
  title: responseField.optionalText,
  text: responseField.text,
  contentId: yup.number().integer().defined().nullable(),
  context: yup.array(reportedMessageResponseSchema.defined()).defined(),
});

const caseReportResponseSchema = responseSchema<CaseReport>()({
  id: responseField.id,
  reporterId: responseField.id,
  reporter: authorCardResponseSchema.defined().nullable(),
  reason,
  details: responseField.text,
  createdAt: responseField.timestamp,
  counted: responseField.flag,
});

const reasonCountsResponseSchema = yup
  .object(
    Object.fromEntries(reportReasons.map((name) => [name, responseField.count])) as Record<
      ReportReason,
      typeof responseField.count
    >,
  )
  .defined();

export const moderationCaseResponseSchema = responseSchema<ModerationCase>()({
  id: responseField.id,
  targetType,
  targetId: responseField.id,
  status: yup
    .string()
    .oneOf(['open', 'closed'] as const)
    .defined(),
  hidden: responseField.flag,
  heldForReview: responseField.flag,
  subjectId: responseField.id,
  subject: authorCardResponseSchema.defined().nullable(),
  item: reportedItemResponseSchema.defined().nullable(),
  reports: yup.array(caseReportResponseSchema.defined()).defined(),
  reportCount: responseField.count,
  reasonCounts: reasonCountsResponseSchema,
  openedAt: responseField.timestamp,
  lastReportedAt: responseField.timestamp,
});

export const moderationDecisionResponseSchema = responseSchema<ModerationDecision>()({
  id: responseField.id,
  caseId: responseField.id,
  appealId: yup.number().integer().defined().nullable(),
  targetType,
  targetId: responseField.id,
  subjectId: responseField.id,
  moderatorId: yup.number().integer().defined().nullable(),
  moderator: authorCardResponseSchema.defined().nullable(),
  action: yup
    .string()
    .oneOf([...moderationActions, ...appealActions])
    .defined(),
  reason: responseField.text,
  decidedAt: responseField.timestamp,
  appealable: responseField.flag,
  appealableUntil: yup.string().datetime().defined().nullable(),
  item: reportedItemResponseSchema.defined().nullable(),
});

export const moderationAppealResponseSchema = responseSchema<ModerationAppeal>()({
  id: responseField.id,
  decisionId: responseField.id,
  memberId: responseField.id,
  statement: responseField.text,
  status: yup
    .string()
    .oneOf(['open', 'decided'] as const)
    .defined(),
  createdAt: responseField.timestamp,
  decision: moderationDecisionResponseSchema.defined(),
});

export const moderationQueueResponseSchema = responseSchema<ModerationQueue>()({
  cases: yup.array(moderationCaseResponseSchema.defined()).defined(),
  appeals: yup.array(moderationAppealResponseSchema.defined()).defined(),
});

export const moderationDecisionLogResponseSchema = responseSchema<ModerationDecisionLog>()({
  decisions: yup.array(moderationDecisionResponseSchema.defined()).defined(),
  total: responseField.count,
});
