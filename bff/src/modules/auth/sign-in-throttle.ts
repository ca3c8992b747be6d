import { createHash } from 'node:crypto';
import { IdentitySignInKeyRoutes } from '@docnet/contracts';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { IdentityClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { RateLimiter } from '../../security/rate-limiter';
import { REDIS } from '../../session/redis.provider';
import { AUTH_RATE_RULES, type AuthRateRules } from './auth-rate-rules';

/**
 * One sign-in attempt: the account it is for (`accountOf`: one key whether the login is typed as the username or the
 * email, in any case), the client's address and its browser's device cookie.
 */
export interface SignInAttempt {
  account: string;
  address: string;
  deviceId: string;
}

const WINDOW_SECONDS = 15 * 60;
/** The device cookie lives up to 400 days; a browser stays known to the account as long. */
const KNOWN_BROWSER_SECONDS = 400 * 24 * 60 * 60;

/** 2 s after as many failures as the limit, doubling with each further one, at most the window. */
export function signInDelaySeconds(failures: number, limit: number): number {
  return failures < limit ? 0 : Math.min(2 ** (failures - limit + 1), WINDOW_SECONDS);
}

/** The sign-in limit's message with the wait it asks for ('15 minutes' at the most, as the hard limits say). */
export function signInWaitMessage(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * Sign-in throttling a stranger cannot turn against the owner. Only failures count: a wrong password, or a
 * right one still waiting for its SMS code (so a known password cannot flood the phone). An attempt is
 * counted before the password is checked (parallel guesses cannot slip past) and forgiven when it was no
 * failure. Hard limits are per account and address, and per address: a guesser is stopped where they are.
 * Failures on the account from every address add growing delays, which a browser that has signed in to the
 * account before (its device cookie) never waits for. Such a browser is not held by the per-address limit
 * either (its attempt still counts there): behind one shared address (a hospital's NAT) others' failures must
 * not lock a member out of their own account, which its own per-account limits still guard.
 */
@Injectable()
export class SignInThrottle {

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly limiter: RateLimiter,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(AUTH_RATE_RULES) private readonly rules: AuthRateRules,
    private readonly identity: IdentityClient,
  ) {}

  /**
   * The key a login's attempts count under, as identity reads the login: its account's, however it is spelled, so
   * alternating username and email (or their case) gives a guesser no more tries and the owner's browser stays known.
   */
  async accountOf(login: string): Promise<string> {
    return (await this.identity.post(IdentitySignInKeyRoutes.signInKeys, { body: { login } })).key;
  }

  /** Before the password is checked: 429 when this address (for a browser new to the account), or this browser for this account, must wait. */
  async admit(attempt: SignInAttempt): Promise<void> {
    const knownBrowser = await this.isKnownBrowser(attempt);
    try {
      await this.limiter.hit(this.rules.loginPerIp, attempt.address);
    } catch (refused) {
      if (!knownBrowser) throw refused;
    }
    try {
      await this.limiter.hit(this.rules.loginPerAccountAndAddress, pairOf(attempt));
    } catch (refused) {
      await this.limiter.forgive(this.rules.loginPerIp, attempt.address);
      throw refused;
    }
    const key = accountKey(attempt.account);
    if (!knownBrowser) {
      const [failures, last] = await this.redis.hmget(key, 'failures', 'last');
      const wait =
        signInDelaySeconds(Number(failures ?? 0), this.config.SIGN_IN_ATTEMPTS_PER_15_MIN) * 1000 -
        (Date.now() - Number(last ?? 0));
      if (wait > 0) {
        await this.forgiveLimits(attempt);
        throw new HttpException(
          { message: signInWaitMessage(Math.ceil(wait / 1000)) },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
    await this.redis
      .multi()
      .hincrby(key, 'failures', 1)
      .hset(key, 'last', Date.now())
      .expire(key, WINDOW_SECONDS, 'NX')
      .exec();
  }

  /** The attempt was no failure (the service could not answer): it counts nowhere. */
  async forgive(attempt: SignInAttempt): Promise<void> {
    await this.forgiveLimits(attempt);
    await this.forgiveAccount(attempt.account);
  }

  /** Signed in: this address starts afresh for the account, and this browser is known to it from now on. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.limiter.forgive(this.rules.loginPerIp, attempt.address);
    await this.limiter.reset(this.rules.loginPerAccountAndAddress, pairOf(attempt));
    await this.forgiveAccount(attempt.account);
    await this.rememberBrowser(attempt.account, attempt.deviceId);
  }

  /** A browser an account was activated in is the owner's from the start. */
  async rememberBrowser(account: string, deviceId: string): Promise<void> {
    const key = knownBrowsersKey(account);
    await this.redis.multi().sadd(key, hashOf(deviceId)).expire(key, KNOWN_BROWSER_SECONDS).exec();
  }

  private async isKnownBrowser(attempt: SignInAttempt): Promise<boolean> {
    return (await this.redis.sismember(knownBrowsersKey(attempt.account), hashOf(attempt.deviceId))) === 1;
  }

  private async forgiveLimits(attempt: SignInAttempt): Promise<void> {
    await this.limiter.forgive(this.rules.loginPerIp, attempt.address);
    await this.limiter.forgive(this.rules.loginPerAccountAndAddress, pairOf(attempt));
  }

  private async forgiveAccount(account: string): Promise<void> {
    await this.redis.eval(DECREMENT_FAILURES, 1, accountKey(account));
  }
}

/** Addresses hold no '|', so no login typed elsewhere can name another address's counter. */
const pairOf = (attempt: SignInAttempt) => `${attempt.address}|${attempt.account}`;
const accountKey = (account: string) => `docnet:rate:login-account:${account}`;
const knownBrowsersKey = (account: string) => `docnet:known-browsers:${account}`;
/** Only the cookie's hash is kept, as identity keeps it. */
const hashOf = (deviceId: string) => createHash('sha256').update(deviceId).digest('base64url');

const DECREMENT_FAILURES = `
if tonumber(redis.call('HGET', KEYS[1], 'failures') or '0') > 0 then
  return redis.call('HINCRBY', KEYS[1], 'failures', -1)
end
return 0`;
