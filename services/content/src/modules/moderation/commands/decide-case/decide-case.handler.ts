import {
  appealableActions,
  ContentRoutes,
  ModerationDecidedV1,
  ModerationMessages,
  type ModerationDecision,
  type ModerationDecisionInput,
} from '@docnet/contracts';
import {
  isDuplicateKey,
  MemberCards,
  newEvent,
  OutboxRelay,
  PhiConfirmations,
  SequenceGenerator,
  withNewEvents,
} from '@docnet/platform';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { CONTENT_CONFIG, type ContentConfig } from '../../../../config/content.env';
import { itemStatusAfter } from '../../domain/decision-effects';
import { DecisionModel, decisionFields, type DecisionDocument } from '../../persistence/decision.schema';
import { ModeratedItems } from '../../../../domain/moderated-items.port';
import { isModeratedItem } from '../../../../domain/moderation-status';
import { ModerationCaseModel, type ModerationCaseDocument } from '../../persistence/moderation-case.schema';
import { toModerationDecision, type LoggedDecision } from '../../persistence/moderation.mapper';
import { ReportModel } from '../../persistence/report.schema';

/**
 * A moderator decides an open case. The decision is logged first, with its content.moderation.decided event in
 * the same insert (notifications tells the member concerned), under a key unique per round of the case: of two
 * moderators deciding at once, one decision is logged and the other gets 409. Then its effect on the item and
 * the case's closing follow; both are conditional and repeatable, so a retry after a crash between them
 * finishes them (and answers 409). The BFF suspends the account of a `suspend` before calling. A moderator decides
 * no case about themselves (403 `ownCase`) nor one they reported (403 `reportedCase`).
 */
@Injectable()
export class DecideCaseHandler {
  constructor(
    @Inject(ModerationCaseModel) private readonly cases: ModerationCaseModel,
    @Inject(DecisionModel) private readonly decisions: DecisionModel,
    private readonly items: ModeratedItems,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly cards: MemberCards,
    @Inject(ReportModel) private readonly reports: ReportModel,
    private readonly phi: PhiConfirmations,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  async execute(
    caseId: number,
    moderatorId: number,
    { action, reason, phiConfirmation }: ModerationDecisionInput,
  ): Promise<ModerationDecision> {
    const kase = await this.cases.findById(caseId).lean<ModerationCaseDocument>();
    if (!kase) throw new NotFoundException(ModerationMessages.caseNotFound);
    if (kase.subjectId === moderatorId) throw new ForbiddenException(ModerationMessages.ownCase);
    if (await reportedBy(this.reports, caseId, moderatorId)) throw new ForbiddenException(ModerationMessages.reportedCase);
    if (action === 'remove' && !isModeratedItem(kase.targetType))
      throw new BadRequestException(ModerationMessages.removeItemsOnly);
    const key = `case:${caseId}:${kase.round}`;
    if (kase.status !== 'open') return this.refuseDecided(kase, key);
    // The reason goes to the member concerned: read like every text a member receives.
    const confirmed = this.phi.check(moderatorId, { reason }, phiConfirmation);
    const id = await this.sequences.next('moderation_decisions');
    await this.phi.record({ memberId: moderatorId, route: `POST ${ContentRoutes.caseDecisions(':id')}`, targetType: 'decision', targetId: id }, confirmed);
    const decidedAt = new Date();
    const appealable = appealableActions.includes(action);
    const decision: LoggedDecision = {
      _id: id,
      key,
      caseId,
      appealId: null,
      targetType: kase.targetType,
      targetId: kase.targetId,
      subjectId: kase.subjectId,
      moderatorId,
      action,
      reason,
      decidedAt,
      appealable,
      appealableUntil: appealable ? new Date(decidedAt.getTime() + this.config.APPEAL_WINDOW_MS) : null,
      appealed: false,
      appealOutcome: null,
      removalSettledAt: null,
      item: kase.item ?? null,
    };
    // Whether its author saw the item hidden: notifications tells them of a keep then.
    const written: DecisionDocument = { ...decision, ...withNewEvents([decidedEvent(decision, kase.hidden)]) };
    try {
      await this.decisions.create(written);
    } catch (error) {
      if (isDuplicateKey(error)) return this.refuseDecided(kase, key);
      throw error;
    }
    this.relay.nudgeInserted(this.decisions, written);
    await this.apply(kase, decision);
    return toModerationDecision(decision, await this.cards.find([moderatorId]));
  }

  /** 409, after finishing the logged decision of this round if a crash left its effects undone. */
  private async refuseDecided(kase: ModerationCaseDocument, key: string): Promise<never> {
    const logged = await this.decisions.findOne({ key }, decisionFields).lean<LoggedDecision>();
    if (logged) await this.apply(kase, logged);
    throw new ConflictException(ModerationMessages.caseDecided);
  }

  private async apply(kase: ModerationCaseDocument, decision: LoggedDecision): Promise<void> {
    const effect = itemStatusAfter(decision.action);
    if (effect && isModeratedItem(kase.targetType))
      await this.items.move(kase.targetType, kase.targetId, effect.to, effect.from);
    await this.cases.updateOne(
      { _id: kase._id, round: kase.round, status: 'open' },
      { $set: { status: 'closed', hidden: false, heldForReview: false, ...(decision.action === 'keep' && { kept: true }) } },
    );
  }
}

/** Whether the member reported the case (in any round): a reporter is no judge of it or of its appeal. */
export async function reportedBy(reports: ReportModel, caseId: number, memberId: number): Promise<boolean> {
  return !!(await reports.exists({ caseId, reporterId: memberId }));
}

/** content.moderation.decided of a logged decision (a case's, with `wasHidden`, or an appeal's). */
export function decidedEvent(decision: LoggedDecision, wasHidden?: boolean) {
  return newEvent(ModerationDecidedV1, 'content', decision.caseId, {
    decisionId: decision._id,
    caseId: decision.caseId,
    appealId: decision.appealId,
    targetType: decision.targetType,
    targetId: decision.targetId,
    contentId: decision.item?.contentId ?? null,
    title: decision.item?.title ?? null,
    subjectId: decision.subjectId,
    moderatorId: decision.moderatorId,
    action: decision.action,
    reason: decision.reason,
    appealable: decision.appealable,
    ...(wasHidden !== undefined && { wasHidden }),
    decidedAt: decision.decidedAt.toISOString(),
  });
}
