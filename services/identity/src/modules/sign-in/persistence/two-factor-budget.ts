import { LoginChallengeMessages } from '@docnet/contracts';
import { EMAIL_SENDER, LOGGER, REDIS, REDIS_KEY_PREFIX, type EmailSender } from '@docnet/platform';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../config/identity.env';
import { destinationKey } from '../../verification/domain/verification-code';

/** The window of the two-factor budget, and how long two-factor sign-in stays locked once it is spent. */
const WINDOW_SECONDS = 60 * 60;

/**
 * The two-factor guessing budget of an account, across its codes: each code allows a few tries, but a known
 * password could ask for code after code. So identity counts, in Redis for an hour, the codes sent to each phone
 * (so one number is not flooded, whichever account asks) and the wrong codes of each account; once either is spent,
 * two-factor sign-in to the account is locked for the hour (429, no code sent, no code checked) and the member is
 * told by email, once.
 */
@Injectable()
export class TwoFactorBudget {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private key(kind: 'codes' | 'failures' | 'lock', subject: string): string {
    return `${this.prefix}two-factor:${kind}:${subject}`;
  }

  /** Refuses while two-factor sign-in to the account is locked. */
  async refuseLocked(userId: number): Promise<void> {
    if (await this.redis.exists(this.key('lock', String(userId)))) throw locked();
  }

  /** Counts a code about to be sent to the account's phone; past the budget, locks instead of sending. */
  async spendCode(userId: number, email: string, phoneNumber: string): Promise<void> {
    await this.refuseLocked(userId);
    const sent = await this.count(this.key('codes', destinationKey('sms', phoneNumber)));
    if (sent > this.config.SIGN_IN_CODES_PER_HOUR) await this.lock(userId, email);
  }

  /** Counts a wrong code of the account; the one that spends the budget locks. */
  async failed(userId: number, email: string): Promise<void> {
    const failures = await this.count(this.key('failures', String(userId)));
    if (failures >= this.config.SIGN_IN_CODE_FAILURES_BEFORE_LOCK) await this.lock(userId, email);
  }

  private async count(key: string): Promise<number> {
    const result = await this.redis.multi().incr(key).expire(key, WINDOW_SECONDS, 'NX').exec();
    return Number(result?.[0]?.[1] ?? 0);
  }

  private async lock(userId: number, email: string): Promise<never> {
    const first = await this.redis.set(this.key('lock', String(userId)), '1', 'EX', WINDOW_SECONDS, 'NX');
    if (first === 'OK') {
      this.logger.warn({ userId }, 'two-factor sign-in locked: too many codes or wrong codes');
      await this.email
        .send({
          to: email,
          subject: 'Two-factor sign-in to your DocNet account is locked',
          text: `Someone who knows your DocNet password asked for too many sign-in codes or entered too many wrong ones, so two-factor sign-in is locked for an hour (${new Date().toUTCString()}). If it was not you, change your password now: someone knows it.`,
        })
        .catch((error: unknown) => this.logger.error({ userId, error: String(error) }, 'two-factor lock notice not delivered'));
    }
    throw locked();
  }
}

function locked(): HttpException {
  return new HttpException({ message: LoginChallengeMessages.locked }, HttpStatus.TOO_MANY_REQUESTS);
}
