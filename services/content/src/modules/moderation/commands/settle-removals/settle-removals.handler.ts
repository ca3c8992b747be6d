import { Inject, Injectable } from '@nestjs/common';
import { ModeratedItems } from '../../../../domain/moderated-items.port';
import { AppealModel, type AppealDocument } from '../../persistence/appeal.schema';
import { DecisionModel, decisionFields } from '../../persistence/decision.schema';
import type { LoggedDecision } from '../../persistence/moderation.mapper';

/** Removals read per batch; a full batch has the next one read at once. */
export const SETTLE_BATCH = 100;

/**
 * Settles the removals of contents whose appeal window has closed: with no appeal, or with an appeal filed in time
 * and upheld, the removal becomes final (ModeratedItems.finalizeRemoval: content.content.removal-final lets its files
 * go); one reinstated by its appeal keeps them. A removal whose appeal is still open waits for its decision. The
 * appeal itself is read, not only the decision's flags, so an appeal whose flag a crash left unset still holds the
 * files. Repeatable and safe on every replica at once: the finalizing write is conditional, and the decision is
 * marked settled after it.
 */
@Injectable()
export class SettleRemovalsHandler {
  constructor(
    @Inject(DecisionModel) private readonly decisions: DecisionModel,
    @Inject(AppealModel) private readonly appeals: AppealModel,
    private readonly items: ModeratedItems,
  ) {}

  /** One batch; answers how many due removals it read. */
  async execute(now = new Date()): Promise<number> {
    const due = await this.decisions
      .find(
        {
          removalSettledAt: null,
          appealableUntil: { $lte: now },
          targetType: 'content',
          // An appeal still open is waited for; one decided says what to do.
          $or: [{ appealed: false }, { appealOutcome: { $ne: null } }],
        },
        decisionFields,
      )
      .sort({ appealableUntil: 1 })
      .limit(SETTLE_BATCH)
      .lean<LoggedDecision[]>();
    for (const decision of due) await this.settle(decision, now);
    return due.length;
  }

  private async settle(decision: LoggedDecision, now: Date): Promise<void> {
    const appeal = await this.appeals.findOne({ decisionId: decision._id }, { status: 1 }).lean<Pick<AppealDocument, 'status'>>();
    if (appeal?.status === 'open') {
      await this.decisions.updateOne({ _id: decision._id }, { $set: { appealed: true } });
      return;
    }
    if (decision.appealOutcome !== 'reinstate') await this.items.finalizeRemoval(decision.targetId, decision._id);
    await this.decisions.updateOne({ _id: decision._id, removalSettledAt: null }, { $set: { removalSettledAt: now } });
  }
}
