import {
  ApiRoutes,
  emailChangeCheckSchema,
  emailChangeSchema,
  IdentityRoutes,
  openApiRef,
  type EmailChangeStarted,
  type VerifiedBody,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IdentityClient } from '../../clients/service-clients.module';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { RateLimiter } from '../../security/rate-limiter';
import { SignedInMember } from '../../session/signed-in-member';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { stepUpRule } from '../../security/step-up';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';

/** A signed-in member's email change: identity keeps the new address pending until its code is checked. */
@ApiTags('auth')
@ApiErrors(400, 401, 429)
@Controller()
export class EmailChangeController {

  constructor(
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Post(ApiRoutes.authEmailChange)
  @ApiAnswer('EmailChangeStarted')
  @ApiBody({ schema: openApiRef('EmailChange') })
  @HttpCode(200)
  @ApiOperation({
    summary: "Sends a 6-digit code to the signed-in member's new {email}",
    description:
      "Sends a 6-digit code to the signed-in member's new {email} (valid 10 minutes) and answers {message, pendingEmail}; the current email stays in use for sign-in, reset and notifications until the code is checked, and is then mailed a link that undoes the change. {currentPassword} confirms it (400 when missing or wrong). 400 for the current address; 429 when rate-limited",
  })
  async request(@SignedInMember() memberId: number, @Req() request: Request, @Body() body: unknown): Promise<EmailChangeStarted> {
    const input = validateInput(emailChangeSchema, body);
    await this.rateLimiter.hit(stepUpRule(this.config), String(memberId));
    await this.rateLimiter.hit(this.rules.codesPerIp, request.ip ?? 'unknown');
    await this.rateLimiter.hit(this.rules.codesPerDestination, `email:${input.email.toLowerCase()}`);
    return this.identity.post(IdentityRoutes.emailChanges(memberId), { body: input, actingUserId: memberId });
  }

  @Post(ApiRoutes.authEmailChangeVerify)
  @ApiAnswer('VerifiedBody')
  @ApiBody({ schema: openApiRef('EmailChangeCheck') })
  @HttpCode(200)
  @ApiErrors(409)
  @ApiOperation({
    summary: "Checks {code} for the pending email",
    description:
      "Checks {code} for the pending email: it becomes the member's email, verified (200 {verified, message}); 400 when wrong, expired, used, tried 5 times or nothing is pending; 409 when another account took the address meanwhile",
  })
  async verify(@SignedInMember() memberId: number, @Req() request: Request, @Body() body: unknown): Promise<VerifiedBody> {
    const input = validateInput(emailChangeCheckSchema, body);
    await this.rateLimiter.hit(this.rules.codeChecksPerIp, request.ip ?? 'unknown');
    return this.identity.post(IdentityRoutes.emailChangeChecks(memberId), { body: input, actingUserId: memberId });
  }
}
