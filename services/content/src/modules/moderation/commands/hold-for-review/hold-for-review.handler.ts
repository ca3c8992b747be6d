import { reportReasonSeverity } from '@docnet/contracts';
import { isDuplicateKey, SequenceGenerator } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { ModeratedItemType } from '../../../../domain/moderation-status';
import { ReviewHolds, type HeldItem } from '../../../../domain/review-holds.port';
import { ModerationCaseModel, type ModerationCaseDocument } from '../../persistence/moderation-case.schema';

/** A hold is about patient details: it ranks with a patient-privacy report. */
const HOLD_SEVERITY = reportReasonSeverity('patient-privacy');

/**
 * The ReviewHolds port: a content its author confirmed over high-risk patient details gets its case, open, hidden
 * and held for review, before the content is stored (so a crash between the two leaves a case about nothing, never
 * a held content no moderator sees). A closed case opens again in a new round; a decision that kept the item no
 * longer holds for the new text. An edit clears `kept` for the same reason.
 */
@Injectable()
export class HoldForReviewHandler extends ReviewHolds {
  constructor(
    @Inject(ModerationCaseModel) private readonly cases: ModerationCaseModel,
    private readonly sequences: SequenceGenerator,
  ) {
    super();
  }

  async hold({ targetType, targetId, authorId, item }: HeldItem): Promise<void> {
    const now = new Date();
    const held = { hidden: true, kept: false, heldForReview: true, item, lastReportedAt: now };
    const existing = await this.cases.findOne({ targetType, targetId }).lean<ModerationCaseDocument>();
    if (!existing) {
      try {
        await this.cases.create({
          _id: await this.sequences.next('moderation_cases'),
          targetType,
          targetId,
          subjectId: authorId,
          status: 'open',
          round: 1,
          reportCount: 0,
          countedReports: 0,
          countedPrivacyReports: 0,
          severity: HOLD_SEVERITY,
          openedAt: now,
          ...held,
        });
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    await this.cases.updateOne({ targetType, targetId, status: 'open' }, { $set: held, $max: { severity: HOLD_SEVERITY } });
    await this.cases.updateOne(
      { targetType, targetId, status: 'closed' },
      { $set: { ...held, status: 'open', openedAt: now }, $max: { severity: HOLD_SEVERITY }, $inc: { round: 1 } },
    );
  }

  async edited(targetType: ModeratedItemType, targetId: number): Promise<void> {
    await this.cases.updateOne({ targetType, targetId, kept: true }, { $set: { kept: false } });
  }
}
