import { MemberCardsModule, modelProvider, PhiGuardModule, settingsProvider } from '@docnet/platform';
import { forwardRef, Module } from '@nestjs/common';
import { CONTENT_CONFIG, contentSettings } from '../../config/content.env';
import { ReviewHolds } from '../../domain/review-holds.port';
import { ContentsModule } from '../contents/contents.module';
import { AppealDecisionHandler } from './commands/appeal-decision/appeal-decision.handler';
import { DecideAppealHandler } from './commands/decide-appeal/decide-appeal.handler';
import { DecideCaseHandler } from './commands/decide-case/decide-case.handler';
import { HoldForReviewHandler } from './commands/hold-for-review/hold-for-review.handler';
import { ReportTargetHandler } from './commands/report-target/report-target.handler';
import { SettleRemovalsHandler } from './commands/settle-removals/settle-removals.handler';
import { ModerationController } from './http/moderation.controller';
import { AppealWindowSweep } from './jobs/appeal-window.sweep';
import { ReportsController } from './http/reports.controller';
import { appealSchema, AppealModel } from './persistence/appeal.schema';
import { decisionSchema, DecisionModel } from './persistence/decision.schema';
import { moderationCaseSchema, ModerationCaseModel } from './persistence/moderation-case.schema';
import { reportSchema, ReportModel } from './persistence/report.schema';
import { DecisionLogHandler } from './queries/decision-log/decision-log.handler';
import { ModerationQueueHandler } from './queries/moderation-queue/moderation-queue.handler';
import { ReporterStandingHandler } from './queries/reporter-standing/reporter-standing.handler';

/**
 * Reporting and moderation: members' reports, one case per reported target, moderators' decisions
 * (logged, with their event) and members' appeals. Contents and comments are this service's, so hiding,
 * removing and reinstating them are writes to its own database.
 */
@Module({
  // Each feature reaches the other through a port: moderation moves items, contents hold them for review.
  imports: [forwardRef(() => ContentsModule), MemberCardsModule, PhiGuardModule],
  controllers: [ReportsController, ModerationController],
  providers: [
    modelProvider(ReportModel, 'Report', reportSchema, 'reports'),
    modelProvider(ModerationCaseModel, 'ModerationCase', moderationCaseSchema, 'moderation_cases'),
    modelProvider(DecisionModel, 'ModerationDecision', decisionSchema, 'moderation_decisions', {
      outbox: true,
    }),
    modelProvider(AppealModel, 'ModerationAppeal', appealSchema, 'moderation_appeals'),
    settingsProvider(CONTENT_CONFIG, contentSettings),
    { provide: ReviewHolds, useClass: HoldForReviewHandler },
    ReporterStandingHandler,
    ReportTargetHandler,
    DecideCaseHandler,
    AppealDecisionHandler,
    DecideAppealHandler,
    SettleRemovalsHandler,
    AppealWindowSweep,
    ModerationQueueHandler,
    DecisionLogHandler,
  ],
  exports: [ReviewHolds],
})
export class ModerationModule {}
