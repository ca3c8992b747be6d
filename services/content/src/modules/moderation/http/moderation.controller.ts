import {
  appealDecisionSchema,
  appealSchema,
  ContentRoutes,
  decisionLogQuerySchema,
  moderationDecisionSchema,
  type ModerationAppeal,
  type ModerationCase,
  type ModerationDecision,
  type ModerationDecisionLog,
  type ModerationQueue,
} from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Get, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { AppealDecisionHandler } from '../commands/appeal-decision/appeal-decision.handler';
import { DecideAppealHandler } from '../commands/decide-appeal/decide-appeal.handler';
import { DecideCaseHandler } from '../commands/decide-case/decide-case.handler';
import { DecisionLogHandler } from '../queries/decision-log/decision-log.handler';
import { ModerationQueueHandler } from '../queries/moderation-queue/moderation-queue.handler';

/**
 * Internal API of content for moderation (contracts/src/services/content.ts). The BFF lets only moderators call
 * the queue, the log and the decisions; the acting member is the moderator (or, for an appeal, the member).
 */
@Controller()
export class ModerationController {
  constructor(
    private readonly queue: ModerationQueueHandler,
    private readonly log: DecisionLogHandler,
    private readonly decideCase: DecideCaseHandler,
    private readonly appealDecision: AppealDecisionHandler,
    private readonly decideAppeal: DecideAppealHandler,
  ) {}

  @Get(ContentRoutes.moderationQueue)
  openQueue(@ActingUserId() moderatorId: number): Promise<ModerationQueue> {
    return this.queue.execute(moderatorId);
  }

  @Get(ContentRoutes.moderationCase(':id'))
  case(@Param('id', ParseIntPipe) id: number): Promise<ModerationCase> {
    return this.queue.one(id);
  }

  @Post(ContentRoutes.caseDecisions(':id'))
  decide(
    @Param('id', ParseIntPipe) id: number,
    @ActingUserId() moderatorId: number,
    @Body() body: unknown,
  ): Promise<ModerationDecision> {
    return this.decideCase.execute(id, moderatorId, validateInput(moderationDecisionSchema, body));
  }

  @Get(ContentRoutes.moderationDecisions)
  decisions(@Query() query: unknown): Promise<ModerationDecisionLog> {
    return this.log.execute(validateInput(decisionLogQuerySchema, query));
  }

  @Get(ContentRoutes.moderationDecision(':id'))
  decision(@Param('id', ParseIntPipe) id: number): Promise<ModerationDecision> {
    return this.log.one(id);
  }

  @Post(ContentRoutes.appeals(':id'))
  appeal(
    @Param('id', ParseIntPipe) decisionId: number,
    @ActingUserId() memberId: number,
    @Body() body: unknown,
  ): Promise<ModerationAppeal> {
    return this.appealDecision.execute(decisionId, memberId, validateInput(appealSchema, body));
  }

  @Get(ContentRoutes.memberSuspension(':memberId'))
  suspension(@Param('memberId', ParseIntPipe) memberId: number): Promise<ModerationDecision> {
    return this.log.latestSuspension(memberId);
  }

  /** A suspended member's appeal goes to their latest suspension, checked like any appeal (theirs, once). */
  @Post(ContentRoutes.memberSuspension(':memberId'))
  async appealSuspension(
    @Param('memberId', ParseIntPipe) memberId: number,
    @ActingUserId() actingMemberId: number,
    @Body() body: unknown,
  ): Promise<ModerationAppeal> {
    const input = validateInput(appealSchema, body);
    const suspension = await this.log.latestSuspension(memberId);
    return this.appealDecision.execute(suspension.id, actingMemberId, input);
  }

  @Post(ContentRoutes.appealDecisions(':id'))
  decideOnAppeal(
    @Param('id', ParseIntPipe) id: number,
    @ActingUserId() moderatorId: number,
    @Body() body: unknown,
  ): Promise<ModerationDecision> {
    return this.decideAppeal.execute(id, moderatorId, validateInput(appealDecisionSchema, body));
  }
}
