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
import { RateLimiter, type RateRule } from '../../security/rate-limiter';
import { SESSION_COOKIE, signIn, signOut } from '../../session/session.setup';
import { Members } from './members';

@ApiTags('auth')
@Controller()
export class AuthController {
  private readonly loginAttempts: RateRule;
  private readonly registrations: RateRule;

  constructor(
    private readonly identity: IdentityClient,
    private readonly members: Members,
    private readonly rateLimiter: RateLimiter,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.loginAttempts = {
      name: 'login',
      limit: config.SIGN_IN_ATTEMPTS_PER_15_MIN,
      windowSeconds: 15 * 60,
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    };
    this.registrations = {
      name: 'register',
      limit: config.REGISTRATIONS_PER_HOUR,
      windowSeconds: 60 * 60,
      message: 'Too many registrations from this address. Please try again later.',
    };
  }

  @Get(ApiRoutes.authMe)
  @ApiOperation({ summary: 'The signed-in member (401 when signed out)' })
  async me(@Req() request: Request): Promise<User> {
    const userId = request.session.userId;
    if (userId === undefined) throw new UnauthorizedException('Not signed in');
    const user = await this.members.current(userId);
    if (!user) {
      await signOut(request);
      throw new UnauthorizedException('Not signed in');
    }
    return user;
  }

  @Post(ApiRoutes.authLogin)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with {username, password}; starts a new session' })
  async login(@Req() request: Request, @Body() body: unknown): Promise<User> {
    const credentials = validateInput(credentialsSchema, body);
    const subject = `${request.ip}:${credentials.username.toLowerCase()}`;
    await this.rateLimiter.hit(this.loginAttempts, subject);
    const account = await this.identity.post<Account>(IdentityRoutes.credentialChecks, { body: credentials });
    await this.rateLimiter.reset(this.loginAttempts, subject);
    await signIn(request, account.id);
    return this.signedInUser(account);
  }

  @Post(ApiRoutes.authRegister)
  @ApiOperation({ summary: 'Activate an account (409 {message, existingAccount, username} when it exists); signs in' })
  async register(@Req() request: Request, @Body() body: unknown): Promise<User> {
    const registration = validateInput(registrationSchema, body);
    await this.rateLimiter.hit(this.registrations, request.ip ?? 'unknown');
    const account = await this.identity.post<Account>(IdentityRoutes.accounts, { body: registration });
    await signIn(request, account.id);
    return this.signedInUser(account);
  }

  @Post(ApiRoutes.authLogout)
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the session' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    if (request.session) await signOut(request);
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { message: 'Logged out' };
  }

  private async signedInUser(account: Account): Promise<User> {
    const user = await this.members.current(account.id, account);
    if (!user) throw new UnauthorizedException('Not signed in');
    return user;
  }
}
