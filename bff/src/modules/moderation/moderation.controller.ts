import {
  APPEAL_STATEMENT_MAX,
  appealDecisionSchema,
  appealSchema,
  ApiRoutes,
  ContentRoutes,
  decisionLogQuerySchema,
  MODERATION_REASON_MAX,
  ModerationMessages,
  moderationDecisionSchema,
  openApiRef,
  type ModerationAccess,
  type ModerationAppeal,
  type ModerationDecision,
  type ModerationDecisionLog,
  type ModerationQueue,
} from '@docnet/contracts';
import { findPhiInFields, validateInput } from '@docnet/platform';
import { Body, Controller, ForbiddenException, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentClient } from '../../clients/service-clients.module';
import { AppealIdPipe, CaseIdPipe, DecisionIdPipe } from '../../common/id-pipes';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { SuspensionSaga } from '../../session/suspension-saga';
import { SignedInMember } from '../../session/signed-in-member';
import { Moderators } from '../../common/moderators';

/**
 * The moderators' queue, decisions and log, and members' appeals. Every moderator route answers 401
 * signed out and 403 for a member without the moderator role; the content service keeps cases and decisions.
 */
@ApiTags('moderation')
@ApiErrors(401, 403)
@Controller()
export class ModerationController {
  constructor(
    private readonly contents: ContentClient,
    private readonly moderators: Moderators,
    private readonly suspensions: SuspensionSaga,
  ) {}

  @Get(ApiRoutes.moderationAccess)
  @ApiAnswer('ModerationAccess')
  @ApiOperation({ summary: 'Whether the signed-in member is a moderator: {moderator}' })
  async access(@SignedInMember() memberId: number): Promise<ModerationAccess> {
    return { moderator: await this.moderators.isModerator(memberId) };
  }

  @Get(ApiRoutes.moderationQueue)
  @ApiAnswer('ModerationQueue')
  @ApiOperation({
    summary: "Moderators: open cases with the reported item in context",
    description:
      "Moderators: open cases with the reported item in context (a content's or comment's text, a message with those before it, or the member's card), its author's card and the reports; and the open appeals of other moderators' decisions",
  })
  async queue(@SignedInMember() memberId: number): Promise<ModerationQueue> {
    await this.moderators.require(memberId);
    return this.contents.get(ContentRoutes.moderationQueue, { actingUserId: memberId });
  }

  @Post(ApiRoutes.moderationCaseDecisions(':id'))
  @ApiAnswer('ModerationDecision', 201)
  @ApiErrors(400, 404, 409)
  @ApiBody({ schema: openApiRef('ModerationDecisionInput') })
  @ApiOperation({
    summary: 'Moderators: decide an open case',
    description:
      `Moderators: decide an open case {action: keep | remove | warn | suspend, reason (at most ${MODERATION_REASON_MAX} characters)}. keep shows a hidden item again; remove (a content or comment), warn and suspend remove the reported item; suspend also suspends the member's account and ends their sessions. The member is notified with the reason; 409 '${ModerationMessages.caseDecided}'`,
  })
  async decideCase(
    @SignedInMember() memberId: number,
    @Param('id', CaseIdPipe) id: number,
    @Body() body: unknown,
  ): Promise<ModerationDecision> {
    await this.moderators.require(memberId);
    const input = validateInput(moderationDecisionSchema, body);
    // A reason the content service's PHI guard refuses goes there first, so its refusal suspends nobody.
    const refusable = !input.phiConfirmation && findPhiInFields({ reason: input.reason }).length > 0;
    if (input.action !== 'suspend' || refusable)
      return this.contents.post(ContentRoutes.caseDecisions(id), { body: input, actingUserId: memberId });
    // One saga: suspended, then the decision logged (lifted again if it cannot be), then the sessions ended.
    const kase = await this.contents.get(ContentRoutes.moderationCase(id), { actingUserId: memberId });
    if (kase.subjectId === memberId) throw new ForbiddenException(ModerationMessages.ownCase);
    if (kase.status !== 'open')
      return this.contents.post(ContentRoutes.caseDecisions(id), { body: input, actingUserId: memberId });
    return this.suspensions.suspend({ memberId: kase.subjectId, moderatorId: memberId, reason: input.reason }, () =>
      this.contents.post(ContentRoutes.caseDecisions(id), { body: input, actingUserId: memberId }),
    );
  }

  @Get(ApiRoutes.moderationDecisions)
  @ApiAnswer('ModerationDecisionLog')
  @ApiErrors(400)
  @ApiQueryFrom(decisionLogQuerySchema)
  @ApiOperation({ summary: 'Moderators: the decision log, newest first: who decided, when, what and why' })
  async decisions(
    @SignedInMember() memberId: number,
    @Query() query: unknown,
  ): Promise<ModerationDecisionLog> {
    await this.moderators.require(memberId);
    return this.contents.get(ContentRoutes.moderationDecisions, {
      query: validateInput(decisionLogQuerySchema, query),
      actingUserId: memberId,
    });
  }

  @Get(ApiRoutes.moderationDecisionById(':id'))
  @ApiAnswer('ModerationDecision')
  @ApiErrors(400, 404)
  @ApiOperation({
    summary: 'One decision, for the member concerned',
    description:
      'One decision, for the member concerned (the moderator unnamed) or a moderator; 403 for anyone else',
  })
  async decision(
    @SignedInMember() memberId: number,
    @Param('id', DecisionIdPipe) id: number,
  ): Promise<ModerationDecision> {
    const decision = await this.contents.get(ContentRoutes.moderationDecision(id), {
      actingUserId: memberId,
    });
    if (decision.subjectId === memberId) return { ...decision, moderatorId: null, moderator: null };
    await this.moderators.require(memberId);
    return decision;
  }

  @Post(ApiRoutes.moderationAppeals(':id'))
  @ApiAnswer('ModerationAppeal', 201)
  @ApiErrors(400, 404, 409)
  @ApiBody({ schema: openApiRef('AppealInput') })
  @ApiOperation({
    summary: 'The member concerned appeals a removal or warning',
    description:
      `The member concerned appeals a removal or warning {statement (at most ${APPEAL_STATEMENT_MAX} characters)}, once (409 '${ModerationMessages.alreadyAppealed}'); another moderator decides it`,
  })
  appeal(
    @SignedInMember() memberId: number,
    @Param('id', DecisionIdPipe) id: number,
    @Body() body: unknown,
  ): Promise<ModerationAppeal> {
    return this.contents.post(ContentRoutes.appeals(id), {
      body: validateInput(appealSchema, body),
      actingUserId: memberId,
    });
  }

  @Post(ApiRoutes.moderationAppealDecisions(':id'))
  @ApiAnswer('ModerationDecision', 201)
  @ApiErrors(400, 404, 409)
  @ApiBody({ schema: openApiRef('AppealDecisionInput') })
  @ApiOperation({
    summary: 'Moderators other than the one who made the appealed decision',
    description:
      `Moderators other than the one who made the appealed decision (403 '${ModerationMessages.sameModerator}'): {action: uphold | reinstate, reason}; reinstate brings the item back and lifts an appealed suspension. The member is notified with the reason`,
  })
  async decideAppeal(
    @SignedInMember() memberId: number,
    @Param('id', AppealIdPipe) id: number,
    @Body() body: unknown,
  ): Promise<ModerationDecision> {
    await this.moderators.require(memberId);
    const decision = await this.contents.post(ContentRoutes.appealDecisions(id), {
      body: validateInput(appealDecisionSchema, body),
      actingUserId: memberId,
    });
    // Reinstating the member of a suspension's case lifts the suspension the saga put on them.
    if (decision.action === 'reinstate') {
      const suspension = await this.contents.find(ContentRoutes.memberSuspension(decision.subjectId), { actingUserId: memberId });
      if (suspension?.caseId === decision.caseId) await this.suspensions.lift(decision.subjectId, memberId);
    }
    return decision;
  }
}
