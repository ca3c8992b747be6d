import { ContentRoutes, ModerationMessages, type AppealDecisionInput, type ModerationDecision } from '@docnet/contracts';
import { isDuplicateKey, MemberCards, OutboxRelay, PhiConfirmations, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { itemStatusAfter } from '../../domain/decision-effects';
import { AppealModel, type AppealDocument } from '../../persistence/appeal.schema';
import { DecisionModel, decisionFields, type DecisionDocument } from '../../persistence/decision.schema';
import { ModeratedItems } from '../../../../domain/moderated-items.port';
import { isModeratedItem } from '../../../../domain/moderation-status';
import { ModerationCaseModel } from '../../persistence/moderation-case.schema';
import { toModerationDecision, type LoggedDecision } from '../../persistence/moderation.mapper';
import { ReportModel } from '../../persistence/report.schema';
import { decidedEvent, reportedBy } from '../decide-case/decide-case.handler';

/**
 * A moderator other than the one who made the appealed decision decides the appeal: `uphold` (the decision
 * stands) or `reinstate` (the item comes back, and later reports no longer hide it). Logged like a case's
 * decision, under a key unique per appeal, so it is decided once; its effects are repeatable after a crash. A
 * moderator who reported the case decides none of its appeals (403 `reportedCase`).
 */
@Injectable()
export class DecideAppealHandler {
  constructor(
    @Inject(AppealModel) private readonly appeals: AppealModel,
    @Inject(DecisionModel) private readonly decisions: DecisionModel,
    @Inject(ModerationCaseModel) private readonly cases: ModerationCaseModel,
    private readonly items: ModeratedItems,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly cards: MemberCards,
    @Inject(ReportModel) private readonly reports: ReportModel,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(
    appealId: number,
    moderatorId: number,
    { action, reason, phiConfirmation }: AppealDecisionInput,
  ): Promise<ModerationDecision> {
    const appeal = await this.appeals.findById(appealId).lean<AppealDocument>();
    if (!appeal) throw new NotFoundException(ModerationMessages.appealNotFound);
    if (appeal.originalModeratorId === moderatorId)
      throw new ForbiddenException(ModerationMessages.sameModerator);
    if (appeal.memberId === moderatorId) throw new ForbiddenException(ModerationMessages.ownCase);
    if (await reportedBy(this.reports, appeal.caseId, moderatorId))
      throw new ForbiddenException(ModerationMessages.reportedCase);
    const key = `appeal:${appealId}`;
    if (appeal.status !== 'open') return this.refuseDecided(appeal, key);
    const appealed = await this.decisions.findById(appeal.decisionId, decisionFields).lean<LoggedDecision>();
    if (!appealed) throw new NotFoundException(ModerationMessages.decisionNotFound);
    const confirmed = this.phi.check(moderatorId, { reason }, phiConfirmation);
    const id = await this.sequences.next('moderation_decisions');
    await this.phi.record({ memberId: moderatorId, route: `POST ${ContentRoutes.appealDecisions(':id')}`, targetType: 'decision', targetId: id }, confirmed);
    const decision: LoggedDecision = {
      _id: id,
      key,
      caseId: appeal.caseId,
      appealId,
      targetType: appealed.targetType,
      targetId: appealed.targetId,
      subjectId: appealed.subjectId,
      moderatorId,
      action,
      reason,
      decidedAt: new Date(),
      appealable: false,
      appealableUntil: null,
      appealed: false,
      appealOutcome: null,
      removalSettledAt: null,
      item: appealed.item,
    };
    const written: DecisionDocument = { ...decision, ...withNewEvents([decidedEvent(decision)]) };
    try {
      await this.decisions.create(written);
    } catch (error) {
      if (isDuplicateKey(error)) return this.refuseDecided(appeal, key);
      throw error;
    }
    this.relay.nudgeInserted(this.decisions, written);
    await this.apply(appeal, decision);
    return toModerationDecision(decision, await this.cards.find([moderatorId]));
  }

  private async refuseDecided(appeal: AppealDocument, key: string): Promise<never> {
    const logged = await this.decisions.findOne({ key }, decisionFields).lean<LoggedDecision>();
    if (logged) await this.apply(appeal, logged);
    throw new ConflictException(ModerationMessages.appealDecided);
  }

  private async apply(appeal: AppealDocument, decision: LoggedDecision): Promise<void> {
    const effect = itemStatusAfter(decision.action);
    if (effect && isModeratedItem(decision.targetType))
      await this.items.move(decision.targetType, decision.targetId, effect.to, effect.from);
    if (decision.action === 'reinstate')
      await this.cases.updateOne({ _id: appeal.caseId }, { $set: { kept: true } });
    // The appealed removal's files wait for this outcome (AppealWindowSweep): kept on reinstate, let go on uphold.
    await this.decisions.updateOne({ _id: appeal.decisionId }, { $set: { appealOutcome: decision.action } });
    await this.appeals.updateOne({ _id: appeal._id, status: 'open' }, { $set: { status: 'decided' } });
  }
}
