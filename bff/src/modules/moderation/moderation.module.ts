import { Module } from '@nestjs/common';
import { ModerationController } from './moderation.controller';
import { ReportsController } from './reports.controller';

/** /api/reports and /api/moderation: members' reports and appeals, the moderators' queue, decisions and log. */
@Module({ controllers: [ReportsController, ModerationController] })
export class ModerationModule {}
