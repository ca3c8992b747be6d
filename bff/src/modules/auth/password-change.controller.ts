import {
  ApiRoutes,
  changePasswordSchema,
  IdentityRoutes,
  openApiRef,
  type PasswordChangedBody,
} from '@docnet/contracts';
import { LOGGER, validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { IdentityClient } from '../../clients/service-clients.module';
import { RateLimiter } from '../../security/rate-limiter';
import { SessionRegistry } from '../../session/session-registry';
import { SignedInMember } from '../../session/signed-in-member';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';

/** 'Change Password' of the settings screen: the current password proves it is the member; every other session ends. */
@ApiTags('auth')
@Controller()
export class PasswordChangeController {

  constructor(
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    private readonly sessions: SessionRegistry,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post(ApiRoutes.authChangePassword)
  @ApiAnswer('AuthMessageBody')
  @ApiErrors(400, 401, 429)
  @ApiBody({ schema: openApiRef('ChangePassword') })
  @HttpCode(200)
  @ApiOperation({
    summary: "Changes the signed-in member's password with {currentPassword, newPassword (8+)}",
    description:
      "Changes the signed-in member's password with {currentPassword, newPassword (8+)}; ends their other sessions and keeps this one; 400 'Current password is incorrect'; 429 after 5 tries an hour",
  })
  async changePassword(@SignedInMember() memberId: number, @Req() request: Request, @Body() body: unknown): Promise<PasswordChangedBody> {
    const input = validateInput(changePasswordSchema, body);
    await this.rateLimiter.hit(this.rules.passwordChangesPerMember, String(memberId));
    const done = await this.identity.post(IdentityRoutes.passwordChanges(memberId), { body: input, actingUserId: memberId });
    const ended = await this.sessions.endOthers(memberId, request.sessionID);
    this.logger.info({ userId: memberId, sessionsEnded: ended }, 'password changed: other sessions ended');
    return { message: done.message };
  }
}
