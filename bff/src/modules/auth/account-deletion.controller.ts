import { ApiRoutes, deleteAccountSchema, IdentityRoutes, openApiRef } from '@docnet/contracts';
import { LOGGER, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, HttpCode, Inject, Req, Res } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { IdentityClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { ApiErrors } from '../../openapi/api-responses';
import { RateLimiter } from '../../security/rate-limiter';
import { stepUpRule } from '../../security/step-up';
import { SessionRegistry } from '../../session/session-registry';
import { SESSION_COOKIE, signOut } from '../../session/session.setup';
import { SignedInMember } from '../../session/signed-in-member';

/**
 * 'Delete account' of the settings screen: the password proves it is the member (counted with the other password
 * confirmations, so a borrowed session cannot guess through it); identity ends the account and announces it, every
 * service removes the member's data from that event, and every session of the member ends here.
 */
@ApiTags('auth')
@Controller()
export class AccountDeletionController {
  constructor(
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    private readonly sessions: SessionRegistry,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Delete(ApiRoutes.account)
  @ApiNoContentResponse({ description: 'Deleted; every session of the member ended' })
  @ApiErrors(400, 401, 429)
  @ApiBody({ schema: openApiRef('DeleteAccount') })
  @HttpCode(204)
  @ApiOperation({
    summary: "Deletes the signed-in member's account, confirmed with {password}",
    description:
      "Deletes the signed-in member's account, confirmed with {password}: it no longer signs in, every session ends, every service removes the member's data and the email, username, phone and NPI can register again; the former address is mailed. 400 'Current password is incorrect'; 429 after 5 password tries an hour",
  })
  async delete(
    @SignedInMember() memberId: number,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: unknown,
  ): Promise<void> {
    const input = validateInput(deleteAccountSchema, body);
    await this.rateLimiter.hit(stepUpRule(this.config), String(memberId));
    await this.identity.post(IdentityRoutes.deletions(memberId), { body: input, actingUserId: memberId });
    const ended = await this.sessions.endAll(memberId);
    await signOut(request);
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    this.logger.info({ userId: memberId, sessionsEnded: ended }, 'account deleted: sessions ended');
  }
}
