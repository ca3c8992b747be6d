import {
  ModerationMessages,
  type DecisionLogQuery,
  type ModerationDecision,
  type ModerationDecisionLog,
} from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DecisionModel, decisionFields } from '../../persistence/decision.schema';
import { toModerationDecision, type LoggedDecision } from '../../persistence/moderation.mapper';

/** The decision log (who, when, what, why), newest first, one decision, and a member's latest suspension. */
@Injectable()
export class DecisionLogHandler {
  constructor(
    @Inject(DecisionModel) private readonly decisions: DecisionModel,
    private readonly cards: MemberCards,
  ) {}

  async execute({ limit, offset }: DecisionLogQuery): Promise<ModerationDecisionLog> {
    const [decisions, total] = await Promise.all([
      this.decisions
        .find({}, decisionFields)
        .sort({ decidedAt: -1, _id: -1 })
        .skip(offset)
        .limit(limit)
        .lean<LoggedDecision[]>(),
      this.decisions.countDocuments({}),
    ]);
    const cards = await this.cards.find([...new Set(decisions.map((decision) => decision.moderatorId))]);
    return { decisions: decisions.map((decision) => toModerationDecision(decision, cards)), total };
  }

  async one(id: number): Promise<ModerationDecision> {
    const decision = await this.decisions.findById(id, decisionFields).lean<LoggedDecision>();
    if (!decision) throw new NotFoundException(ModerationMessages.decisionNotFound);
    return toModerationDecision(decision, await this.cards.find([decision.moderatorId]));
  }

  /** The decision that suspended the member last (404 `suspensionNotFound`): the one their appeal answers. */
  async latestSuspension(memberId: number): Promise<ModerationDecision> {
    const decision = await this.decisions
      .findOne({ subjectId: memberId, action: 'suspend' }, decisionFields)
      .sort({ decidedAt: -1, _id: -1 })
      .lean<LoggedDecision>();
    if (!decision) throw new NotFoundException(ModerationMessages.suspensionNotFound);
    return toModerationDecision(decision, await this.cards.find([decision.moderatorId]));
  }
}
