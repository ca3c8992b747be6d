import {
  ApiRoutes,
  IdentityRoutes,
  npiBindingCheckSchema,
  npiBindingRequestSchema,
  openApiRef,
  type NpiBindingDone,
  type NpiBindingStarted,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IdentityClient } from '../../clients/service-clients.module';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { RateLimiter } from '../../security/rate-limiter';
import { SignedInMember } from '../../session/signed-in-member';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';

/** A signed-in member binds their NPI with a code sent to the phone the NPI registry lists for it. */
@ApiTags('auth')
@ApiErrors(400, 401, 429)
@Controller()
export class NpiBindingController {

  constructor(
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
  ) {}

  @Post(ApiRoutes.authNpiBinding)
  @ApiAnswer('NpiBindingStarted')
  @ApiBody({ schema: openApiRef('NpiBindingRequest') })
  @HttpCode(200)
  @ApiOperation({
    summary: "Sends a 6-digit code",
    description:
      "Sends a 6-digit code (valid 10 minutes) by SMS or voice call ({channel}: 'sms' | 'call') to the phone the NPI registry lists for {npi}, not to the member's phone, and answers {message, channel, sentTo} with the number masked; 400 when the registry has no such NPI or lists no phone for it; 502 when the code cannot be sent; 429 when rate-limited (per address and per NPI, so nobody can ring a practice over and over)",
  })
  async request(
    @SignedInMember() memberId: number,
    @Req() request: Request,
    @Body() body: unknown,
  ): Promise<NpiBindingStarted> {
    const input = validateInput(npiBindingRequestSchema, body);
    await this.rateLimiter.hit(this.rules.codesPerIp, request.ip ?? 'unknown');
    await this.rateLimiter.hit(this.rules.codesPerDestination, `npi:${input.npi}`);
    return this.identity.post(IdentityRoutes.npiBindings(memberId), { body: input, actingUserId: memberId });
  }

  @Post(ApiRoutes.authNpiBindingVerify)
  @ApiAnswer('NpiBindingDone')
  @ApiBody({ schema: openApiRef('NpiBindingCheck') })
  @HttpCode(200)
  @ApiErrors(409)
  @ApiOperation({
    summary: "Checks {npi, code}",
    description:
      "Checks {npi, code}: the NPI becomes the member's, bound (the verified badge), answering {npiBound, npi, message}; an account that held the NPI loses it and is emailed why. 400 when the code is wrong, expired, used, tried 5 times or was sent for another NPI; 409 when another member binds the same NPI at the same moment",
  })
  async verify(
    @SignedInMember() memberId: number,
    @Req() request: Request,
    @Body() body: unknown,
  ): Promise<NpiBindingDone> {
    const input = validateInput(npiBindingCheckSchema, body);
    await this.rateLimiter.hit(this.rules.codeChecksPerIp, request.ip ?? 'unknown');
    return this.identity.post(IdentityRoutes.npiBindingChecks(memberId), {
      body: input,
      actingUserId: memberId,
    });
  }
}
