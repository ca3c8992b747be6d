import { ApiRoutes, ContentRoutes, ModerationMessages, openApiRef, suspensionAppealSchema, type ModerationAppeal } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ContentClient } from '../../clients/service-clients.module';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { RateLimiter } from '../../security/rate-limiter';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';
import { SuspensionAppealTokens } from './suspension-appeal-tokens';

@ApiTags('auth')
@Controller()
export class SuspensionAppealController {
  constructor(
    private readonly contents: ContentClient,
    private readonly tokens: SuspensionAppealTokens,
    private readonly rateLimiter: RateLimiter,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
  ) {}

  /**
   * Signed out: the token names the member, who appeals as themselves through the moderation appeals. Every try is
   * counted per address before the token is read, so made-up tokens cost their sender as much as real ones.
   */
  @Post(ApiRoutes.authSuspensionAppeal)
  @ApiAnswer('ModerationAppeal', 201)
  @ApiErrors(400, 403, 404, 409, 429)
  @ApiBody({ schema: openApiRef('SuspensionAppealInput') })
  @ApiOperation({
    summary: 'A suspended member appeals their suspension',
    description:
      `Signed out, with the appealToken of the 403 that answered the member's right password: {appealToken, statement, phiConfirmation?} appeals their latest suspension, once (409 '${ModerationMessages.alreadyAppealed}'); 403 '${ModerationMessages.appealToken}' for a token made up or expired; 429 when this address sent too many`,
  })
  async appeal(@Req() request: Request, @Body() body: unknown): Promise<ModerationAppeal> {
    const { appealToken, statement, phiConfirmation } = validateInput(suspensionAppealSchema, body);
    await this.rateLimiter.hit(this.rules.suspensionAppealsPerIp, request.ip ?? 'unknown');
    const memberId = this.tokens.memberOf(appealToken);
    return this.contents.post(ContentRoutes.memberSuspension(memberId), {
      body: { statement, phiConfirmation },
      actingUserId: memberId,
    });
  }
}
