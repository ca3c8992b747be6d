import { IdentityRoutes, parsePhone, ProfileRoutes, userWith, type Account, type User } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IdentityClient, ProfileClient } from '../clients/service-clients.module';

/**
 * The User record for a brand-new account whose profile the profile service has not created yet: the account's
 * fields, every other field blank.
 */
export function userFromAccount(account: Account): User {
  const { id, name, username, email, phoneNumber, npi, pendingEmail, createdAt } = account;
  const verified = { isVerified: account.emailVerified, smsVerified: account.phoneVerified, npiVerified: account.npiBound };
  const known = { id, name, username, email, phoneNumber, npi, pendingEmail, createdAt, ...verified };
  return userWith(known);
}

/**
 * The signed-in member as /api answers it: the profile service's User record, with identity's
 * account standing in until the profile exists (it is created from identity's event moments later).
 */
@Injectable()
export class Members {
  constructor(
    private readonly identity: IdentityClient,
    private readonly profiles: ProfileClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async current(userId: number, knownAccount?: Account): Promise<User | null> {
    const [account, profile] = await Promise.all([
      knownAccount ?? this.identity.find(IdentityRoutes.account(userId), { actingUserId: userId }),
      this.profile(userId),
    ]);
    if (!account) return null;
    if (!profile) return userFromAccount(account);
    // Identity owns the email and the verifications: the profile's copy of the email may lag an email change
    // by an event, and a phone changed on the profile is not the one identity verified until it is checked.
    const phoneVerified = account.phoneVerified === true && !samePhone(account.phoneNumber, profile.phoneNumber) ? false : account.phoneVerified;
    // The NPI binding too: the badge shows the moment the code is checked, before profile's copy has its event.
    const bound = { npi: account.npi, npiVerified: account.npiBound };
    return { ...profile, ...bound, email: account.email, pendingEmail: account.pendingEmail, isVerified: account.emailVerified, smsVerified: phoneVerified };
  }

  /** Sign-in must not depend on the profile service: while it is down the account stands in. */
  private async profile(userId: number): Promise<User | null> {
    try {
      return await this.profiles.find(ProfileRoutes.profile(userId), { actingUserId: userId });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() >= 500) {
        this.logger.warn({ userId, status: error.getStatus() }, 'profile unavailable: answering the account');
        return null;
      }
      throw error;
    }
  }
}

function samePhone(first: string | null, second: string | null): boolean {
  if (!first || !second) return first === second;
  return (parsePhone(first)?.number ?? first) === (parsePhone(second)?.number ?? second);
}
