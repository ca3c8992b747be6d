import { ModerationMessages, type AppealInput, type ModerationAppeal } from '@docnet/contracts';
import { isDuplicateKey, SequenceGenerator } from '@docnet/platform';
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
  toModerationAppeal,
  toModerationDecision,
  type LoggedDecision,
} from '../../persistence/moderation.mapper';

/**
 * The member concerned appeals a removal or a warning, once (the appeals' unique index on the decision). The
 * appeal waits in the queue of every moderator but the one who decided.
 */
@Injectable()
export class AppealDecisionHandler {
  constructor(
    @Inject(AppealModel) private readonly appeals: AppealModel,
    @Inject(DecisionModel) private readonly decisions: DecisionModel,
    private readonly sequences: SequenceGenerator,
  ) {}

  async execute(decisionId: number, memberId: number, { statement }: AppealInput): Promise<ModerationAppeal> {
    const decision = await this.decisions.findById(decisionId, decisionFields).lean<LoggedDecision>();
    if (!decision) throw new NotFoundException(ModerationMessages.decisionNotFound);
    if (decision.subjectId !== memberId) throw new ForbiddenException(ModerationMessages.notYourDecision);
    if (!decision.appealable) throw new BadRequestException(ModerationMessages.notAppealable);
    const appeal: AppealDocument = {
      _id: await this.sequences.next('moderation_appeals'),
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
