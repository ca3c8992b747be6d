import { ContentRoutes, internalReportSchema, type ReportReceipt } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Post } from '@nestjs/common';
import { ReportTargetHandler } from '../commands/report-target/report-target.handler';

/** Internal API of content for members' reports (contracts/src/services/content.ts). */
@Controller()
export class ReportsController {
  constructor(private readonly reportTarget: ReportTargetHandler) {}

  @Post(ContentRoutes.reports)
  report(@ActingUserId() reporterId: number, @Body() body: unknown): Promise<ReportReceipt> {
    return this.reportTarget.execute(reporterId, validateInput(internalReportSchema, body));
  }
}
