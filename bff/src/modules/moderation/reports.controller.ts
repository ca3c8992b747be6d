import {
  ApiRoutes,
  ContentRoutes,
  ModerationMessages,
  openApiRef,
  REPORT_DETAILS_MAX,
  reportSchema,
  SocialGraphRoutes,
  type InternalReport,
  type ReportInput,
  type ReportReceipt,
  WriteLimitMessages,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, NotFoundException, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentClient, SocialGraphClient } from '../../clients/service-clients.module';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { LimitedPerMember } from '../../security/member-write-limits';
import { SignedInMember } from '../../session/signed-in-member';

/** Messages of a reported conversation the case keeps: the reported one and those just before it. */
const MESSAGE_CONTEXT = 5;

/** Members report a content, comment, message or member; the content service keeps the cases. */
@ApiTags('moderation')
@ApiErrors(400, 401, 404, 409)
@Controller()
export class ReportsController {
  constructor(
    private readonly contents: ContentClient,
    private readonly socialGraph: SocialGraphClient,
  ) {}

  @Post(ApiRoutes.reports)
  @LimitedPerMember('reports')
  @ApiAnswer('ReportReceipt', 201)
  @ApiBody({ schema: openApiRef('ReportInput') })
  @ApiOperation({
    summary: 'Report a content, comment, message or member',
    description:
      `Report {targetType, targetId, reason, details (at most ${REPORT_DETAILS_MAX} characters), conversationId (a message's)}, once per target (409 '${ModerationMessages.alreadyReported}'); 400 '${ModerationMessages.ownItem}'; 404 when the target is missing or not visible to the member. At most REPORTS_PER_HOUR (20) a member in an hour (429 '${WriteLimitMessages.reports}'). Three members' reports hide a content or comment pending review`,
  })
  async report(@SignedInMember() memberId: number, @Body() body: unknown): Promise<ReportReceipt> {
    const input = validateInput(reportSchema, body);
    const report: InternalReport = {
      ...input,
      message: input.targetType === 'message' ? await this.reportedMessage(memberId, input) : undefined,
    };
    return this.contents.post(ContentRoutes.reports, { body: report, actingUserId: memberId });
  }

  /**
   * A message is read from its conversation as the reporter (social-graph answers 404 unless they are one of its
   * two members), with the messages before it: moderators cannot otherwise read private conversations.
   */
  private async reportedMessage(
    memberId: number,
    { targetId, conversationId }: ReportInput,
  ): Promise<InternalReport['message']> {
    if (conversationId === undefined) throw new NotFoundException(ModerationMessages.messageNotFound);
    const page = await this.socialGraph.get(SocialGraphRoutes.conversationMessages(conversationId), {
      query: { before: targetId + 1, limit: MESSAGE_CONTEXT },
      actingUserId: memberId,
    });
    const snapshot = ({ id, senderId, body, sentAt }: (typeof page.messages)[number]) => ({
      id,
      senderId,
      body,
      sentAt,
    });
    const reported = page.messages.find((message) => message.id === targetId);
    if (!reported) throw new NotFoundException(ModerationMessages.messageNotFound);
    return {
      reported: snapshot(reported),
      context: page.messages.filter((message) => message.id < targetId).map(snapshot),
    };
  }
}
