import { MemberCardsModule, modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { ContentsModule } from '../contents/contents.module';
import { AppealDecisionHandler } from './commands/appeal-decision/appeal-decision.handler';
import { DecideAppealHandler } from './commands/decide-appeal/decide-appeal.handler';
import { DecideCaseHandler } from './commands/decide-case/decide-case.handler';
import { ReportTargetHandler } from './commands/report-target/report-target.handler';
import { ModerationController } from './http/moderation.controller';
import { ReportsController } from './http/reports.controller';
import { appealSchema, AppealModel } from './persistence/appeal.schema';
import { decisionSchema, DecisionModel } from './persistence/decision.schema';
import { moderationCaseSchema, ModerationCaseModel } from './persistence/moderation-case.schema';
import { reportSchema, ReportModel } from './persistence/report.schema';
import { DecisionLogHandler } from './queries/decision-log/decision-log.handler';
import { ModerationQueueHandler } from './queries/moderation-queue/moderation-queue.handler';

/**
 * Reporting and moderation (issue 21): members' reports, one case per reported target, moderators' decisions
 * (logged, with their event) and members' appeals. Contents and comments are this service's, so hiding,
 * removing and reinstating them are writes to its own database.
 */
@Module({
  imports: [ContentsModule, MemberCardsModule],
  controllers: [ReportsController, ModerationController],
  providers: [
    modelProvider(ReportModel, 'Report', reportSchema, 'reports'),
    modelProvider(ModerationCaseModel, 'ModerationCase', moderationCaseSchema, 'moderation_cases'),
    modelProvider(DecisionModel, 'ModerationDecision', decisionSchema, 'moderation_decisions', {
      outbox: true,
    }),
    modelProvider(AppealModel, 'ModerationAppeal', appealSchema, 'moderation_appeals'),
    ReportTargetHandler,
    DecideCaseHandler,
    AppealDecisionHandler,
    DecideAppealHandler,
    ModerationQueueHandler,
    DecisionLogHandler,
  ],
})
export class ModerationModule {}
