import {
  reportReasons,
  type CaseReport,
  type ModerationAppeal,
  type ModerationCase,
  type ModerationDecision,
  type ReportReason,
} from '@docnet/contracts';
import type { MemberCard, OutboxFields } from '@docnet/platform';
import { toAuthorCard } from '../../../domain/author-card';
import type { AppealDocument } from './appeal.schema';
import type { DecisionDocument } from './decision.schema';
import type { ModerationCaseDocument } from './moderation-case.schema';
import type { ReportDocument } from './report.schema';

type Cards = ReadonlyMap<number, MemberCard>;

/** A decision as read (never with its outbox). */
export type LoggedDecision = Omit<DecisionDocument, keyof OutboxFields>;

export function toCaseReport(report: ReportDocument, cards: Cards): CaseReport {
  return {
    id: report._id,
    reporterId: report.reporterId,
    reporter: toAuthorCard(cards.get(report.reporterId)),
    reason: report.reason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
    counted: report.counted !== false,
  };
}

/** A case with its reports (oldest first) and how many give each reason. */
export function toModerationCase(
  kase: ModerationCaseDocument,
  reports: readonly ReportDocument[],
  cards: Cards,
): ModerationCase {
  const reasonCounts = Object.fromEntries(reportReasons.map((reason) => [reason, 0])) as Record<
    ReportReason,
    number
  >;
  for (const report of reports) reasonCounts[report.reason] += 1;
  return {
    id: kase._id,
    targetType: kase.targetType,
    targetId: kase.targetId,
    status: kase.status,
    hidden: kase.hidden,
    heldForReview: kase.heldForReview === true,
    subjectId: kase.subjectId,
    subject: toAuthorCard(cards.get(kase.subjectId)),
    item: kase.item ?? null,
    reports: reports.map((report) => toCaseReport(report, cards)),
    reportCount: kase.reportCount,
    reasonCounts,
    openedAt: kase.openedAt.toISOString(),
    lastReportedAt: kase.lastReportedAt.toISOString(),
  };
}

/** Whether the decision's appeal window has closed (a decision logged before windows existed has none). */
export function appealWindowClosed(decision: Pick<LoggedDecision, 'appealableUntil'>, now = new Date()): boolean {
  return (decision.appealableUntil ?? null) !== null && (decision.appealableUntil as Date) <= now;
}

export function toModerationDecision(decision: LoggedDecision, cards: Cards): ModerationDecision {
  return {
    id: decision._id,
    caseId: decision.caseId,
    appealId: decision.appealId,
    targetType: decision.targetType,
    targetId: decision.targetId,
    subjectId: decision.subjectId,
    moderatorId: decision.moderatorId,
    moderator: toAuthorCard(cards.get(decision.moderatorId)),
    action: decision.action,
    reason: decision.reason,
    decidedAt: decision.decidedAt.toISOString(),
    appealable: decision.appealable && !decision.appealed && !appealWindowClosed(decision),
    appealableUntil: decision.appealableUntil?.toISOString() ?? null,
    item: decision.item ?? null,
  };
}

export function toModerationAppeal(appeal: AppealDocument, decision: ModerationDecision): ModerationAppeal {
  return {
    id: appeal._id,
    decisionId: appeal.decisionId,
    memberId: appeal.memberId,
    statement: appeal.statement,
    status: appeal.status,
    createdAt: appeal.createdAt.toISOString(),
    decision,
  };
}
