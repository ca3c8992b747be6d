import {
  ApiRoutes,
  credentialsSchema,
  IdentityRoutes,
  registrationSchema,
  type Account,
  type User,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { IdentityClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { RateLimiter } from '../../security/rate-limiter';
import { SessionRegistry } from '../../session/session-registry';
import { SESSION_COOKIE, signIn, signOut } from '../../session/session.setup';
import { authRateRules, type AuthRateRules } from './auth-rate-rules';
import { Members } from './members';

@ApiTags('auth')
@Controller()
export class AuthController {
  private readonly rules: AuthRateRules;

  constructor(
    private readonly identity: IdentityClient,
    private readonly members: Members,
    private readonly rateLimiter: RateLimiter,
    private readonly sessions: SessionRegistry,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.rules = authRateRules(config);
  }

  @Get(ApiRoutes.authMe)
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
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with {username, password}; starts a new session (429 when rate-limited)' })
  async login(@Req() request: Request, @Body() body: unknown): Promise<User> {
    const credentials = validateInput(credentialsSchema, body);
    const account = credentials.username.toLowerCase();
    await this.rateLimiter.hit(this.rules.loginPerIp, request.ip ?? 'unknown');
    await this.rateLimiter.hit(this.rules.loginPerAccount, account);
    const signedIn = await this.identity.post<Account>(IdentityRoutes.credentialChecks, { body: credentials });
    await this.rateLimiter.reset(this.rules.loginPerAccount, account);
    await this.startSession(request, signedIn.id);
    return this.signedInUser(signedIn);
  }

  @Post(ApiRoutes.authRegister)
  @ApiOperation({
    summary:
      'Activate an account with {username, password, name, email, phoneNumber, npi}; the email must be verified within 30 minutes. 409 {message, existingAccount, username} when it exists; signs in',
  })
  async register(@Req() request: Request, @Body() body: unknown): Promise<User> {
    const registration = validateInput(registrationSchema, body);
    await this.rateLimiter.hit(this.rules.registrationsPerIp, request.ip ?? 'unknown');
    const account = await this.identity.post<Account>(IdentityRoutes.accounts, { body: registration });
    await this.startSession(request, account.id);
    return this.signedInUser(account);
  }

  @Post(ApiRoutes.authLogout)
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the session' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    if (request.session) await this.endSession(request);
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { message: 'Logged out' };
  }

  private async startSession(request: Request, userId: number): Promise<void> {
    const previous = request.session.userId;
    if (previous !== undefined) await this.sessions.forget(previous, request.sessionID);
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
