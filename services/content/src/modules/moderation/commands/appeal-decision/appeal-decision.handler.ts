import { ContentRoutes, ModerationMessages, type AppealInput, type ModerationAppeal } from '@docnet/contracts';
import { isDuplicateKey, PhiConfirmations, SequenceGenerator } from '@docnet/platform';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { AppealModel, type AppealDocument } from '../../persistence/appeal.schema';
import { DecisionModel, decisionFields } from '../../persistence/decision.schema';
import {
  appealWindowClosed,
  toModerationAppeal,
  toModerationDecision,
  type LoggedDecision,
} from '../../persistence/moderation.mapper';

/**
 * The member concerned appeals a removal, a warning or a suspension, once (the appeals' unique index on the decision),
 * within the decision's appeal window (400 `appealWindowClosed` after it: a removed content's files are gone). The
 * appeal waits in the queue of every moderator but the one who decided. The PHI guard reads the statement once the
 * member may appeal (422 unless confirmed; a confirmation recorded first).
 */
@Injectable()
export class AppealDecisionHandler {
  constructor(
    @Inject(AppealModel) private readonly appeals: AppealModel,
    @Inject(DecisionModel) private readonly decisions: DecisionModel,
    private readonly sequences: SequenceGenerator,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(decisionId: number, memberId: number, { statement, phiConfirmation }: AppealInput): Promise<ModerationAppeal> {
    const decision = await this.decisions.findById(decisionId, decisionFields).lean<LoggedDecision>();
    if (!decision) throw new NotFoundException(ModerationMessages.decisionNotFound);
    if (decision.subjectId !== memberId) throw new ForbiddenException(ModerationMessages.notYourDecision);
    if (!decision.appealable) throw new BadRequestException(ModerationMessages.notAppealable);
    if (appealWindowClosed(decision)) throw new BadRequestException(ModerationMessages.appealWindowClosed);
    const confirmed = this.phi.check(memberId, { statement }, phiConfirmation);
    const id = await this.sequences.next('moderation_appeals');
    await this.phi.record({ memberId, route: `POST ${ContentRoutes.appeals(':id')}`, targetType: 'appeal', targetId: id }, confirmed);
    const appeal: AppealDocument = {
      _id: id,
      decisionId,
      caseId: decision.caseId,
      memberId,
      originalModeratorId: decision.moderatorId,
      statement,
      status: 'open',
      createdAt: new Date(),
    };
    try {
      await this.appeals.create(appeal);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(ModerationMessages.alreadyAppealed);
      throw error;
    }
    await this.decisions.updateOne({ _id: decisionId }, { $set: { appealed: true } });
    // The member's own view: the moderator stays unnamed to them.
    return toModerationAppeal(appeal, {
      ...toModerationDecision({ ...decision, appealed: true }, new Map()),
      moderatorId: null,
    });
  }
}
