import {
  ApiRoutes,
  emailCodeCheckSchema,
  emailCodeRequestSchema,
  IdentityRoutes,
  npiSearchSchema,
  openApiRef,
  phoneKey,
  smsCodeCheckSchema,
  smsCodeRequestSchema,
  type AuthMessageBody,
  type NpiMatch,
  type VerifiedBody,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IdentityClient } from '../../clients/service-clients.module';
import { RateLimiter } from '../../security/rate-limiter';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { stepUpRule } from '../../security/step-up';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';

/** The activation wizard's calls before the account exists: NPI discovery, email and SMS codes. */
@ApiTags('auth')
@ApiErrors(400, 429)
@Controller()
export class AccountActivationController {

  constructor(
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Post(ApiRoutes.authDiscoverAccount)
  @ApiAnswerList('NpiMatch')
  @ApiBody({ schema: openApiRef('NpiSearch') })
  @HttpCode(200)
  @ApiOperation({
    summary: 'NPI discovery',
    description:
      'NPI discovery: {searchType: npi|name, npiNumber | firstName, lastName, city, state} → [{firstName, lastName, specialty, address, city, state, npi}]',
  })
  async discover(@Req() request: Request, @Body() body: unknown): Promise<NpiMatch[]> {
    const input = validateInput(npiSearchSchema, body);
    await this.rateLimiter.hit(this.rules.npiSearchesPerIp, request.ip ?? 'unknown');
    return this.identity.post(IdentityRoutes.npiSearches, { body: input });
  }

  @Post(ApiRoutes.authSendEmailVerification)
  @ApiAnswer('AuthMessageBody')
  @ApiBody({ schema: openApiRef('EmailCodeRequest') })
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a 6-digit code to {email} (valid 10 minutes); 429 when rate-limited' })
  async sendEmailCode(@Req() request: Request, @Body() body: unknown): Promise<AuthMessageBody> {
    const input = validateInput(emailCodeRequestSchema, body);
    await this.limitCodes(request, `email:${input.email.toLowerCase()}`);
    return this.identity.post(IdentityRoutes.emailVerifications, { body: input });
  }

  @Post(ApiRoutes.authVerifyEmailCode)
  @ApiAnswer('VerifiedBody')
  @ApiBody({ schema: openApiRef('EmailCodeCheck') })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Checks {email, code}',
    description:
      'Checks {email, code}: 200 {verified, message}; 400 when wrong, expired, used or tried 5 times',
  })
  async verifyEmailCode(@Req() request: Request, @Body() body: unknown): Promise<VerifiedBody> {
    const input = validateInput(emailCodeCheckSchema, body);
    await this.rateLimiter.hit(this.rules.codeChecksPerIp, request.ip ?? 'unknown');
    return this.identity.post(IdentityRoutes.emailVerificationChecks, { body: input });
  }

  @Post(ApiRoutes.authSmsSend)
  @ApiAnswer('AuthMessageBody')
  @ApiBody({ schema: openApiRef('SmsCodeRequest') })
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a 6-digit SMS code to {phoneNumber}; 429 when rate-limited' })
  async sendSmsCode(@Req() request: Request, @Body() body: unknown): Promise<AuthMessageBody> {
    const input = validateInput(smsCodeRequestSchema, body);
    await this.limitCodes(request, `sms:${phoneKey(input.phoneNumber)}`);
    return this.identity.post(IdentityRoutes.phoneVerifications, { body: input });
  }

  @Post(ApiRoutes.authSmsVerify)
  @ApiAnswer('VerifiedBody')
  @ApiBody({ schema: openApiRef('SmsCodeCheck') })
  @HttpCode(200)
  @ApiOperation({
    summary: "Checks {phoneNumber, code}",
    description:
      "Checks {phoneNumber, code}: 200 {verified, message}; 400 when wrong, expired, used or tried 5 times. Signed in: makes it the account's phone, verified; replacing a verified phone needs {currentPassword} (checked before the code; 400) and mails a link that undoes it",
  })
  async verifySmsCode(@Req() request: Request, @Body() body: unknown): Promise<VerifiedBody> {
    const input = validateInput(smsCodeCheckSchema, body);
    await this.rateLimiter.hit(this.rules.codeChecksPerIp, request.ip ?? 'unknown');
    const memberId = request.session?.userId;
    if (memberId !== undefined && input.currentPassword) await this.rateLimiter.hit(stepUpRule(this.config), String(memberId));
    return this.identity.post(IdentityRoutes.phoneVerificationChecks, {
      body: input,
      actingUserId: memberId,
    });
  }

  private async limitCodes(request: Request, destination: string): Promise<void> {
    await this.rateLimiter.hit(this.rules.codesPerIp, request.ip ?? 'unknown');
    await this.rateLimiter.hit(this.rules.codesPerDestination, destination);
  }
}
