import {
  ContentRoutes,
  ModerationMessages,
  PATIENT_PRIVACY_REPORTS_TO_HIDE,
  reportReasonSeverity,
  REPORTS_TO_HIDE,
  type InternalReport,
  type ReportedItem,
  type ReportReceipt,
} from '@docnet/contracts';
import { isDuplicateKey, MemberCards, PhiConfirmations, SequenceGenerator } from '@docnet/platform';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { ModeratedItems } from '../../../../domain/moderated-items.port';
import { isModeratedItem } from '../../../../domain/moderation-status';
import { ModerationCaseModel, type ModerationCaseDocument } from '../../persistence/moderation-case.schema';
import { ReportModel } from '../../persistence/report.schema';
import { ReporterStandingHandler } from '../../queries/reporter-standing/reporter-standing.handler';

/** The reported target as the reporter may see it: who it concerns and the item's text. */
interface ReportedTarget {
  subjectId: number;
  item: ReportedItem | null;
}

/**
 * A member reports a content, comment, message or member, once per target (the reports' unique index). Each
 * report joins the target's one case (created by the first, reopened by a report after a decision) and raises
 * its count of distinct reporters with $inc, and that of reporters with standing when the reporter has it
 * (ReporterStandingHandler); the request whose counted reports reach REPORTS_TO_HIDE, or whose counted
 * patient-privacy reports reach PATIENT_PRIVACY_REPORTS_TO_HIDE, hides a content or comment pending review. The
 * hide only moves a visible item (a conditional write), so concurrent reports hide it once; a later report repeats
 * a hide that a crash cut short, unless a decision kept the item. The case keeps its worst reason's severity, the
 * queue's order. The PHI guard reads the details once the reporter may report (422 unless confirmed; a
 * confirmation recorded first).
 */
@Injectable()
export class ReportTargetHandler {
  constructor(
    @Inject(ReportModel) private readonly reports: ReportModel,
    @Inject(ModerationCaseModel) private readonly cases: ModerationCaseModel,
    private readonly cards: MemberCards,
    private readonly sequences: SequenceGenerator,
    private readonly items: ModeratedItems,
    private readonly standing: ReporterStandingHandler,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(reporterId: number, input: InternalReport): Promise<ReportReceipt> {
    const { targetType, targetId, reason, details } = input;
    const target = await this.describe(reporterId, input);
    if (target.subjectId === reporterId) throw new BadRequestException(ModerationMessages.ownItem);
    const confirmed = this.phi.check(reporterId, { details }, input.phiConfirmation);
    const now = new Date();
    const standing = await this.standing.execute(reporterId, now);
    const kase = await this.caseOf(input, target, now);
    const id = await this.sequences.next('reports');
    await this.phi.record({ memberId: reporterId, route: `POST ${ContentRoutes.reports}`, targetType: 'report', targetId: id }, confirmed);
    try {
      await this.reports.create({
        _id: id,
        caseId: kase._id,
        reporterId,
        targetType,
        targetId,
        reason,
        details,
        createdAt: now,
        counted: standing,
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(ModerationMessages.alreadyReported);
      throw error;
    }
    const counted = await this.cases
      .findOneAndUpdate(
        { _id: kase._id },
        {
          $inc: {
            reportCount: 1,
            countedReports: standing ? 1 : 0,
            countedPrivacyReports: standing && reason === 'patient-privacy' ? 1 : 0,
          },
          $max: { severity: reportReasonSeverity(reason) },
          $set: { lastReportedAt: now, item: target.item },
        },
        { new: true },
      )
      .lean<ModerationCaseDocument>();
    if (counted) await this.follow(counted, now);
    return { id, caseId: kase._id, targetType, targetId, reason, createdAt: now.toISOString() };
  }

  /** A decided case is open again with a new report; enough reporters hide an item no decision kept. */
  private async follow(kase: ModerationCaseDocument, now: Date): Promise<void> {
    if (kase.status === 'closed') {
      await this.cases.updateOne(
        { _id: kase._id, status: 'closed', round: kase.round },
        { $set: { status: 'open', openedAt: now }, $inc: { round: 1 } },
      );
    }
    const enough =
      (kase.countedReports ?? 0) >= REPORTS_TO_HIDE ||
      (kase.countedPrivacyReports ?? 0) >= PATIENT_PRIVACY_REPORTS_TO_HIDE;
    if (!isModeratedItem(kase.targetType) || kase.kept || kase.hidden || !enough) return;
    await this.items.move(kase.targetType, kase.targetId, 'hidden', [null]);
    await this.cases.updateOne({ _id: kase._id, kept: false }, { $set: { hidden: true } });
  }

  /** The target's case; the first report opens it (a concurrent first report meets the unique index and reads it). */
  private async caseOf(
    { targetType, targetId }: InternalReport,
    target: ReportedTarget,
    now: Date,
  ): Promise<ModerationCaseDocument> {
    const existing = await this.cases.findOne({ targetType, targetId }).lean<ModerationCaseDocument>();
    if (existing) return existing;
    const kase: ModerationCaseDocument = {
      _id: await this.sequences.next('moderation_cases'),
      targetType,
      targetId,
      subjectId: target.subjectId,
      item: target.item,
      status: 'open',
      round: 1,
      reportCount: 0,
      countedReports: 0,
      countedPrivacyReports: 0,
      severity: 0,
      hidden: false,
      kept: false,
      heldForReview: false,
      openedAt: now,
      lastReportedAt: now,
    };
    try {
      await this.cases.create(kase);
      return kase;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const opened = await this.cases.findOne({ targetType, targetId }).lean<ModerationCaseDocument>();
      if (!opened) throw error;
      return opened;
    }
  }

  /** 404 unless the reporter can see the target; a message comes described by the BFF, which read it as the reporter. */
  private async describe(
    reporterId: number,
    { targetType, targetId, message }: InternalReport,
  ): Promise<ReportedTarget> {
    switch (targetType) {
      case 'content':
      case 'comment': {
        const { authorId, item } = await this.items.describe(targetType, targetId, reporterId);
        return { subjectId: authorId, item };
      }
      case 'message': {
        if (!message || message.reported.id !== targetId)
          throw new NotFoundException(ModerationMessages.messageNotFound);
        const { reported, context } = message;
        return {
          subjectId: reported.senderId,
          item: { title: null, text: reported.body, contentId: null, context: [...context] },
        };
      }
      case 'member': {
        if (!(await this.cards.find([targetId])).has(targetId))
          throw new NotFoundException(ModerationMessages.memberNotFound);
        return { subjectId: targetId, item: null };
      }
    }
  }
}
