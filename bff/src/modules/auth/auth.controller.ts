import {
  accountSignInKey,
  ApiRoutes,
  credentialsSchema,
  IdentityRoutes,
  LoginChallengeMessages,
  loginCodeSchema,
  openApiRef,
  phoneKey,
  registrationSchema,
  type Account,
  type LoginAnswer,
  type LoginChallengeBody,
  type SignInDevice,
  type SignInResult,
  type User,
} from '@docnet/contracts';
import { LOGGER, validateInput } from '@docnet/platform';
import { Body, Controller, Get, HttpCode, HttpException, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { IdentityClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { RateLimiter, type RateRule } from '../../security/rate-limiter';
import { SessionRegistry } from '../../session/session-registry';
import { SESSION_COOKIE, signIn, signOut } from '../../session/session.setup';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';
import { browserDevice } from './browser-device';
import { Members } from '../../common/members';
import { awaitSecondFactor, PENDING_SIGN_IN_TTL_MS, pendingSignInOf } from './pending-sign-in';
import { SignInThrottle, type SignInAttempt } from './sign-in-throttle';
import { SuspensionAppealTokens } from './suspension-appeal-tokens';
import { ApiAnswer, ApiAnswerOneOf, ApiErrors } from '../../openapi/api-responses';

@ApiTags('auth')
@Controller()
export class AuthController {

  constructor(
    private readonly identity: IdentityClient,
    private readonly members: Members,
    private readonly rateLimiter: RateLimiter,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionRegistry,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly appealTokens: SuspensionAppealTokens,
  ) {}

  @Get(ApiRoutes.authMe)
  @ApiAnswer('User')
  @ApiErrors(401)
  @ApiOperation({ summary: 'The signed-in member (401 when signed out)' })
  async me(@Req() request: Request): Promise<User> {
    const userId = request.session.userId;
    if (userId === undefined) throw new UnauthorizedException('Not signed in');
    const user = await this.members.current(userId);
    if (!user) {
      await this.endSession(request);
      throw new UnauthorizedException('Not signed in');
    }
    return user;
  }

  @Post(ApiRoutes.authLogin)
  @ApiAnswerOneOf('User', 'LoginChallengeBody')
  @ApiBody({ schema: openApiRef('Credentials') })
  @ApiErrors(400, 401, 403, 429)
  @HttpCode(200)
  @ApiOperation({
    summary: "Sign in with {username, password}",
    description:
      "Sign in with {username, password}; starts a new session and answers the User. With two-factor sign-in on, answers {twoFactorRequired: true, message} instead: an SMS code was sent and no session exists until POST /api/auth/login/verify-code (403 {message: 'Your account has been suspended: <reason>', suspended: true, appealToken} for a suspended member's right password, the token for POST /api/auth/suspension-appeal; 429 when rate-limited)",
  })
  async login(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body() body: unknown): Promise<LoginAnswer> {
    const credentials = validateInput(credentialsSchema, body);
    const device = browserDevice(request, response, this.config);
    const attempt: SignInAttempt = { account: await this.throttle.accountOf(credentials.username), address: request.ip ?? 'unknown', deviceId: device.deviceId };
    await this.throttle.admit(attempt);
    let result: SignInResult;
    try {
      result = await this.identity.post(IdentityRoutes.signIns, { body: { ...credentials, device } });
    } catch (error) {
      // Only a refused password is a failure; an unavailable service is nobody's attempt.
      if (!(error instanceof HttpException && error.getStatus() === 401)) await this.throttle.forgive(attempt);
      throw this.appealTokens.withAppealToken(error);
    }
    if (result.status === 'code-required') {
      // Counted as a failure until the code completes the sign-in, so a known password cannot flood the phone.
      await this.leaveSession(request);
      await awaitSecondFactor(request, { userId: result.userId, account: attempt.account, expiresAt: Date.now() + PENDING_SIGN_IN_TTL_MS });
      return { twoFactorRequired: true, message: LoginChallengeMessages.codeSent, sentTo: result.sentTo };
    }
    await this.throttle.succeeded(attempt);
    await this.startSession(request, result.account.id);
    return this.signedInUser(result.account);
  }

  @Post(ApiRoutes.authLoginVerifyCode)
  @ApiAnswer('User')
  @ApiErrors(400, 401, 403, 429)
  @ApiBody({ schema: openApiRef('LoginCode') })
  @HttpCode(200)
  @ApiOperation({
    summary: "Completes a two-factor sign-in with the SMS {code}",
    description:
      "Completes a two-factor sign-in with the SMS {code}: starts the session and answers the User; 400 'Invalid or expired verification code.'; 401 when no sign-in awaits a code",
  })
  async verifyLoginCode(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body() body: unknown): Promise<User> {
    const { code } = validateInput(loginCodeSchema, body);
    await this.rateLimiter.hit(this.rules.codeChecksPerIp, request.ip ?? 'unknown');
    const pending = pendingSignInOf(request);
    if (!pending) throw new UnauthorizedException(LoginChallengeMessages.expired);
    const device = browserDevice(request, response, this.config);
    const result = await this.identity
      .post(IdentityRoutes.signInCodeChecks, { body: { userId: pending.userId, code, device } })
      .catch((error: unknown) => {
        throw this.appealTokens.withAppealToken(error);
      });
    if (result.status !== 'signed-in') throw new UnauthorizedException(LoginChallengeMessages.expired);
    await this.throttle.succeeded({ account: pending.account, address: request.ip ?? 'unknown', deviceId: device.deviceId });
    await this.startSession(request, result.account.id);
    return this.signedInUser(result.account);
  }

  @Post(ApiRoutes.authLoginResendCode)
  @ApiAnswer('LoginChallengeBody')
  @ApiErrors(400, 401, 429)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sends another SMS code for the sign-in waiting for one',
    description:
      "Sends another SMS code for the sign-in waiting for one in this browser and answers the challenge again {twoFactorRequired, message, sentTo}; counted against the account's two-factor budget (429 when spent); 401 when no sign-in awaits a code",
  })
  async resendLoginCode(@Req() request: Request): Promise<LoginChallengeBody> {
    await this.rateLimiter.hit(this.rules.codesPerIp, request.ip ?? 'unknown');
    const pending = pendingSignInOf(request);
    if (!pending) throw new UnauthorizedException(LoginChallengeMessages.expired);
    const result = await this.identity.post(IdentityRoutes.signInCodeResends, { body: { userId: pending.userId } });
    if (result.status !== 'code-required') throw new UnauthorizedException(LoginChallengeMessages.expired);
    // The new code lives its full time: so does the sign-in waiting for it.
    await awaitSecondFactor(request, { ...pending, expiresAt: Date.now() + PENDING_SIGN_IN_TTL_MS });
    return { twoFactorRequired: true, message: LoginChallengeMessages.codeSent, sentTo: result.sentTo };
  }

  @Post(ApiRoutes.authRegister)
  @ApiAnswer('User', 201)
  @ApiBody({ schema: openApiRef('Registration') })
  @ApiErrors(400, 409, 429)
  @ApiOperation({
    summary: 'Activate an account with {username, password, name, email, phoneNumber, npi}',
    description:
      'Activate an account with {username, password, name, email, phoneNumber, npi}; the email must be verified within 30 minutes. 409 {message, existingAccount, username} when the email has an account; signs in. 429 past the registrations per address (an hour), per phone number and per browser (a day)',
  })
  async register(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body() body: unknown): Promise<User> {
    const registration = validateInput(registrationSchema, body);
    await this.rateLimiter.hit(this.rules.registrationsPerIp, request.ip ?? 'unknown');
    // Counted per phone and per browser too; only an account created counts (a refused attempt is taken back).
    const device = browserDevice(request, response, this.config);
    const counted: [RateRule, string][] = [
      [this.rules.registrationsPerPhone, phoneKey(registration.phoneNumber)],
      [this.rules.registrationsPerDevice, device.deviceId],
    ];
    for (const [rule, subject] of counted) await this.rateLimiter.hit(rule, subject);
    let account: Account;
    try {
      account = await this.identity.post(IdentityRoutes.accounts, { body: registration });
    } catch (error) {
      for (const [rule, subject] of counted) await this.rateLimiter.forgive(rule, subject);
      throw error;
    }
    await this.startSession(request, account.id);
    await this.rememberBrowser(account, device);
    return this.signedInUser(account);
  }

  @Post(ApiRoutes.authLogout)
  @HttpCode(200)
  @ApiAnswer('AuthMessageBody')
  @ApiOperation({ summary: 'Ends the session' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    if (request.session) await this.endSession(request);
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { message: 'Logged out' };
  }

  /**
   * The browser an account was activated in is known from the start (no login alert for it later, no
   * sign-in delay for it); never fails the registration.
   */
  private async rememberBrowser(account: Account, device: SignInDevice): Promise<void> {
    try {
      await this.throttle.rememberBrowser(accountSignInKey(account.id), device.deviceId);
      await this.identity.post(IdentityRoutes.devices(account.id), { body: { device }, actingUserId: account.id });
    } catch (error) {
      this.logger.warn({ userId: account.id, error: String(error) }, 'activation browser not remembered');
    }
  }

  /** A new sign-in attempt ends the member signed in in this browser, if any. */
  private async leaveSession(request: Request): Promise<void> {
    const previous = request.session.userId;
    if (previous !== undefined) await this.sessions.forget(previous, request.sessionID);
  }

  private async startSession(request: Request, userId: number): Promise<void> {
    await this.leaveSession(request);
    await signIn(request, userId);
    await this.sessions.track(userId, request.sessionID);
  }

  private async endSession(request: Request): Promise<void> {
    const { userId } = request.session;
    if (userId !== undefined) await this.sessions.forget(userId, request.sessionID);
    await signOut(request);
  }

  private async signedInUser(account: Account): Promise<User> {
    const user = await this.members.current(account.id, account);
    if (!user) throw new UnauthorizedException('Not signed in');
    return user;
  }
}
