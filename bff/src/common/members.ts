import {
  IdentityRoutes,
  parsePhone,
  ProfileRoutes,
  SharedReadModels,
  userWith,
  type Account,
  type MemberRecord,
  type User,
} from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IdentityClient, ProfileClient } from '../clients/service-clients.module';
import { SERVICE_READ_MODELS, type ServiceReadModels } from '../session/redis.provider';

/**
 * The User record for a brand-new account whose profile the profile service has not created yet: the account's
 * fields, every other field blank.
 */
export function userFromAccount(account: Account): User {
  const { id, name, username, email, phoneNumber, npi, pendingEmail, createdAt } = account;
  const verified = {
    isVerified: account.emailVerified,
    smsVerified: account.phoneVerified,
    npiVerified: account.npiBound,
  };
  const known = { id, name, username, email, phoneNumber, npi, pendingEmail, createdAt, ...verified };
  return userWith(known);
}

/**
 * The signed-in member as /api answers it: the profile service's User record, with identity's
 * account standing in until the profile exists (it is created from identity's event moments later).
 * Both parts come from the copies their owners keep in Redis (contracts' SharedReadModels, ADR 3), read in one
 * round trip: `/api/auth/me` then calls no service. A part without a copy (not read since its last write, Redis
 * restarted, a profile not indexed yet) is asked of its owner, which keeps the copy for the next time.
 */
@Injectable()
export class Members {
  constructor(
    private readonly identity: IdentityClient,
    private readonly profiles: ProfileClient,
    @Inject(SERVICE_READ_MODELS) private readonly readModels: ServiceReadModels,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async current(userId: number, knownAccount?: Account): Promise<User | null> {
    const held = await this.heldCopies(userId);
    const [account, profile] = await Promise.all([
      knownAccount ??
        held.account ??
        this.identity.find(IdentityRoutes.account(userId), { actingUserId: userId }),
      held.user ?? this.profile(userId),
    ]);
    if (!account) return null;
    if (!profile) return userFromAccount(account);
    // Identity owns the email and the verifications: the profile's copy of the email may lag an email change
    // by an event, and a phone changed on the profile is not the one identity verified until it is checked.
    const phoneVerified =
      account.phoneVerified === true && !samePhone(account.phoneNumber, profile.phoneNumber)
        ? false
        : account.phoneVerified;
    // The NPI binding too: the badge shows the moment the code is checked, before profile's copy has its event.
    const bound = { npi: account.npi, npiVerified: account.npiBound };
    return {
      ...profile,
      ...bound,
      email: account.email,
      pendingEmail: account.pendingEmail,
      isVerified: account.emailVerified,
      smsVerified: phoneVerified,
    };
  }

  /** The member's account and own record as identity and profile keep them in Redis; none when Redis cannot answer. */
  private async heldCopies(userId: number): Promise<{ account?: Account; user?: User }> {
    const { redis, prefix } = this.readModels;
    try {
      // Two commands sent together, not one pipeline: the keys are in different slots, which a Cluster's pipeline refuses.
      const [account, record] = await Promise.all([
        redis.get(prefix + SharedReadModels.account(userId)),
        redis.hget(prefix + SharedReadModels.memberRecords, String(userId)),
      ]);
      return {
        account: account ? (JSON.parse(account) as Account) : undefined,
        // The owner's own view; a record of an older format (an index being rebuilt) has none.
        user: record ? (JSON.parse(record) as Partial<MemberRecord>).user : undefined,
      };
    } catch (error) {
      this.logger.warn(
        { userId, error: String(error) },
        'member copies unavailable: asking identity and profile',
      );
      return {};
    }
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
