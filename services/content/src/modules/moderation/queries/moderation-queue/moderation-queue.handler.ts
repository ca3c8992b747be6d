import { ModerationMessages, type ModerationCase, type ModerationQueue } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AppealModel, type AppealDocument } from '../../persistence/appeal.schema';
import { DecisionModel, decisionFields } from '../../persistence/decision.schema';
import { ModerationCaseModel, type ModerationCaseDocument } from '../../persistence/moderation-case.schema';
import {
  toModerationAppeal,
  toModerationCase,
  toModerationDecision,
  type LoggedDecision,
} from '../../persistence/moderation.mapper';
import { ReportModel, type ReportDocument } from '../../persistence/report.schema';

/** A bound on one answer: a queue longer than this is worked from its top. */
const QUEUE_MAX = 50;

/**
 * The moderators' queue: open cases (hidden items first, then by their most severe reason, patient privacy first,
 * then the most recently reported), each with its item
 * in context, its subject's card and its reports; and the open appeals, oldest first, except those of the
 * asking moderator's own decisions (an appeal goes to another moderator), and cases about the moderator or that the
 * moderator reported, with their appeals.
 */
@Injectable()
export class ModerationQueueHandler {
  constructor(
    @Inject(ModerationCaseModel) private readonly cases: ModerationCaseModel,
    @Inject(ReportModel) private readonly reports: ReportModel,
    @Inject(AppealModel) private readonly appeals: AppealModel,
    @Inject(DecisionModel) private readonly decisions: DecisionModel,
    private readonly cards: MemberCards,
  ) {}

  async execute(moderatorId: number): Promise<ModerationQueue> {
    const reported = await this.reports.distinct('caseId', { reporterId: moderatorId });
    const [cases, appeals] = await Promise.all([
      this.cases
        .find({ status: 'open', subjectId: { $ne: moderatorId }, _id: { $nin: reported } })
        .sort({ hidden: -1, severity: -1, lastReportedAt: -1, _id: -1 })
        .limit(QUEUE_MAX)
        .lean<ModerationCaseDocument[]>(),
      this.appeals
        .find({ status: 'open', originalModeratorId: { $ne: moderatorId }, memberId: { $ne: moderatorId }, caseId: { $nin: reported } })
        .sort({ createdAt: 1, _id: 1 })
        .limit(QUEUE_MAX)
        .lean<AppealDocument[]>(),
    ]);
    const [reports, appealed] = await Promise.all([
      cases.length
        ? this.reports
            .find({ caseId: { $in: cases.map((kase) => kase._id) } })
            .sort({ createdAt: 1, _id: 1 })
            .lean<ReportDocument[]>()
        : [],
      appeals.length
        ? this.decisions
            .find({ _id: { $in: appeals.map((appeal) => appeal.decisionId) } }, decisionFields)
            .lean<LoggedDecision[]>()
        : [],
    ]);
    const cards = await this.cards.find([
      ...new Set([
        ...cases.map((kase) => kase.subjectId),
        ...reports.map((report) => report.reporterId),
        ...appealed.flatMap((decision) => [decision.subjectId, decision.moderatorId]),
      ]),
    ]);
    const decisionsById = new Map(appealed.map((decision) => [decision._id, decision]));
    return {
      cases: cases.map((kase) =>
        toModerationCase(
          kase,
          reports.filter((report) => report.caseId === kase._id),
          cards,
        ),
      ),
      appeals: appeals.flatMap((appeal) => {
        const decision = decisionsById.get(appeal.decisionId);
        return decision ? [toModerationAppeal(appeal, toModerationDecision(decision, cards))] : [];
      }),
    };
  }

  /** One case with its reports (404 when unknown). */
  async one(caseId: number): Promise<ModerationCase> {
    const kase = await this.cases.findById(caseId).lean<ModerationCaseDocument>();
    if (!kase) throw new NotFoundException(ModerationMessages.caseNotFound);
    const reports = await this.reports
      .find({ caseId })
      .sort({ createdAt: 1, _id: 1 })
      .lean<ReportDocument[]>();
    const cards = await this.cards.find([
      ...new Set([kase.subjectId, ...reports.map((report) => report.reporterId)]),
    ]);
    return toModerationCase(kase, reports, cards);
  }
}
