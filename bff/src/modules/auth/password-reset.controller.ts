import {
  ApiRoutes,
  forgotPasswordSchema,
  IdentityRoutes,
  openApiRef,
  resetPasswordSchema,
  securityUndoSchema,
  type AuthMessageBody,
} from '@docnet/contracts';
import { LOGGER, validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { IdentityClient } from '../../clients/service-clients.module';
import { RateLimiter } from '../../security/rate-limiter';
import { SessionRegistry } from '../../session/session-registry';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';
import { SignInThrottle } from './sign-in-throttle';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';

/**
 * Forgot password and reset, and the undo link of a security change: either ends every
 * session of the account.
 */
@ApiTags('auth')
@ApiErrors(400, 429)
@Controller()
export class PasswordResetController {

  constructor(
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    private readonly sessions: SessionRegistry,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly throttle: SignInThrottle,
  ) {}

  @Post(ApiRoutes.authForgotPassword)
  @ApiAnswer('AuthMessageBody')
  @ApiBody({ schema: openApiRef('ForgotPassword') })
  @HttpCode(200)
  @ApiOperation({
    summary: "Mails a reset link to {email} when it has an account",
    description:
      "Mails a reset link to {email} when it has an account; always 200 {message: 'If an account with that email exists, a password reset link has been sent'}",
  })
  async forgotPassword(@Req() request: Request, @Body() body: unknown): Promise<AuthMessageBody> {
    const input = validateInput(forgotPasswordSchema, body);
    await this.rateLimiter.hit(this.rules.resetsPerIp, request.ip ?? 'unknown');
    // Per account, however its address is spelled (case, spaces), as sign-in counts it.
    await this.rateLimiter.hit(this.rules.resetsPerAccount, await this.throttle.accountOf(input.email));
    return this.identity.post(IdentityRoutes.passwordResetRequests, { body: input });
  }

  @Post(ApiRoutes.authResetPassword)
  @ApiAnswer('AuthMessageBody')
  @ApiBody({ schema: openApiRef('ResetPassword') })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sets a new password with {token, password}',
    description:
      'Sets a new password with {token, password}; ends every session of the account; 400 when the token is invalid, used or expired',
  })
  async resetPassword(@Req() request: Request, @Body() body: unknown): Promise<AuthMessageBody> {
    const input = validateInput(resetPasswordSchema, body);
    await this.rateLimiter.hit(this.rules.resetsPerIp, request.ip ?? 'unknown');
    const done = await this.identity.post(IdentityRoutes.passwordResets, { body: input });
    const ended = await this.sessions.endAll(done.userId);
    this.logger.info({ userId: done.userId, sessionsEnded: ended }, 'password reset: sessions ended');
    return { message: done.message };
  }

  @Post(ApiRoutes.authSecurityUndo)
  @ApiAnswer('AuthMessageBody')
  @ApiBody({ schema: openApiRef('SecurityUndo') })
  @ApiErrors(409)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Undoes the security change a mailed link names',
    description:
      'Undoes the security change a mailed link names ({token}): the old email or phone back, two-factor sign-in or login alerts back on; ends every session of the account; 400 when the token is invalid, used or expired',
  })
  async undoSecurityChange(@Req() request: Request, @Body() body: unknown): Promise<AuthMessageBody> {
    const input = validateInput(securityUndoSchema, body);
    await this.rateLimiter.hit(this.rules.resetsPerIp, request.ip ?? 'unknown');
    const done = await this.identity.post(IdentityRoutes.securityUndos, { body: input });
    const ended = await this.sessions.endAll(done.userId);
    this.logger.info({ userId: done.userId, sessionsEnded: ended }, 'security change undone: sessions ended');
    return { message: done.message };
  }
}
