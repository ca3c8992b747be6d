import { SharedReadModels, type Account, type AccountRole, type AccountSuspensionRequest, type EventEnvelope, type SecuritySettings } from '@docnet/contracts';
import {
  isDuplicateKey,
  LOGGER,
  OutboxRelay,
  ReadThroughCache,
  REDIS,
  REDIS_KEY_PREFIX,
  withEvents,
  withNewEvents,
  type OutboxFields,
} from '@docnet/platform';
import { ConflictException, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Connection, UpdateQuery } from 'mongoose';
import type { Logger } from 'pino';
import { AccountKeyModel, AccountKeys, type AccountKeyKind } from './account-keys';
import { AccountModel, accountSchema, securityOf, toAccount, type AccountDocument } from './account.schema';
import { NpiClaimModel } from './npi-claim.schema';
import { PasswordResetModel } from './password-reset.schema';

/** What sign-in and the security settings need to know of an account. */
export interface AccountSecurity {
  security: SecuritySettings;
  phoneNumber: string | null;
  phoneVerified: boolean | null;
}

/** The contact details an email or phone change starts from. */
export type AccountContacts = Pick<
  AccountDocument,
  'email' | 'emailKey' | 'pendingEmail' | 'phoneNumber' | 'phoneVerified'
>;

const NPI_BEING_VERIFIED = 'This NPI is being verified by someone else right now';

/** A new account as registration writes it, with the events that announce it. */
export type NewAccount = Omit<AccountDocument, 'updatedAt' | keyof OutboxFields>;

/** The accounts' copies in Redis (ADR 3): what `GET /internal/accounts/:id`, and so /api/auth/me, reads. */
function accountCache(redis: Redis, prefix: string): ReadThroughCache<Account> {
  return new ReadThroughCache<Account>(redis, prefix, 'accounts');
}

/**
 * The one way to the accounts collection: every module of identity (registration, sign-in, security, email and
 * phone changes, moderators' suspensions, NPI bindings with their claims) reads and writes accounts here (operators'
 * role grants through `OperatorAccounts` below), so every write also forgets the account's copy in Redis
 * (accountCache) and publishes its events. The lint configuration keeps the schema's model inside this folder.
 */
@Injectable()
export class Accounts implements OnApplicationBootstrap {
  private readonly cache: ReadThroughCache<Account>;
  private readonly keys: AccountKeys;

  constructor(
    @Inject(AccountModel) private readonly accounts: AccountModel,
    @Inject(AccountKeyModel) keyReservations: AccountKeyModel,
    @Inject(PasswordResetModel) private readonly resets: PasswordResetModel,
    @Inject(NpiClaimModel) private readonly npiClaims: NpiClaimModel,
    private readonly relay: OutboxRelay,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.cache = accountCache(redis, prefix);
    this.keys = new AccountKeys(keyReservations, accounts);
  }

  /** The suspended members' set the BFF reads (contracts' SharedReadModels), filled from the accounts at start. */
  async onApplicationBootstrap(): Promise<void> {
    const suspended = await this.accounts.find({ 'suspension.reason': { $exists: true } }, { _id: 1 }).lean<AccountDocument[]>();
    if (suspended.length) await this.redis.sadd(this.suspendedKey(), ...suspended.map((account) => String(account._id)));
  }

  private suspendedKey(): string {
    return `${this.prefix}${SharedReadModels.suspendedMembers}`;
  }

  /** The account as /api answers it, from its copy in Redis when there is one. */
  async find(id: number): Promise<Account | null> {
    return this.cache.read(
      id,
      async () => {
        const document = await this.accounts.findById(id).lean<AccountDocument>();
        return document && !document.deletedAt ? toAccount(document) : null;
      },
      (error) => this.logger.warn({ userId: id, error: String(error) }, 'account cache unavailable: reading the account'),
    );
  }

  /** Sign-in's look-up by username or email (lower-cased), with the password hash to check. */
  async withPasswordHash(login: string): Promise<{ account: Account; passwordHash: string } | null> {
    const document = await this.accounts
      .findOne(login.includes('@') ? { emailKey: login } : { usernameKey: login })
      .lean<AccountDocument>();
    return document && !document.deletedAt ? { account: toAccount(document), passwordHash: document.passwordHash } : null;
  }

  async contacts(id: number): Promise<AccountContacts | null> {
    return this.accounts
      .findById(id, { email: 1, emailKey: 1, pendingEmail: 1, phoneNumber: 1, phoneVerified: 1 })
      .lean<AccountContacts>();
  }

  async security(id: number): Promise<AccountSecurity | null> {
    const account = await this.accounts
      .findById(id, { security: 1, phoneNumber: 1, phoneVerified: 1 })
      .lean<AccountDocument>();
    if (!account) return null;
    return {
      security: securityOf(account),
      phoneNumber: account.phoneNumber ?? null,
      phoneVerified: account.phoneVerified ?? null,
    };
  }

  async passwordHash(id: number): Promise<string | null> {
    return (
      (await this.accounts.findById(id, { passwordHash: 1 }).lean<AccountDocument>())?.passwordHash ?? null
    );
  }

  async usernameOf(id: number): Promise<string | null> {
    return (await this.accounts.findById(id, { username: 1 }).lean<AccountDocument>())?.username ?? null;
  }

  /** The holder of an email address (lower-cased), other than `exceptId`. */
  async byEmail(
    emailKey: string,
    exceptId?: number,
  ): Promise<Pick<AccountDocument, '_id' | 'username' | 'email'> | null> {
    const filter = exceptId === undefined ? { emailKey } : { emailKey, _id: { $ne: exceptId } };
    return this.accounts.findOne(filter, { username: 1, email: 1 }).lean<AccountDocument>();
  }

  async usernameTaken(usernameKey: string): Promise<boolean> {
    return (await this.accounts.exists({ usernameKey })) !== null;
  }

  /**
   * Writes a new account with its events, its email and then its username reserved first (`AccountKeyTaken` when
   * another account holds one); a failure gives back what it reserved. A crash between the reservations and the
   * account leaves reservations no account backs, which the next claimant takes over after a while.
   */
  async create(account: NewAccount, events: EventEnvelope[]): Promise<Account> {
    const reserved: [AccountKeyKind, string][] = [];
    let created: AccountDocument;
    try {
      await this.keys.reserve('email', account.emailKey, account._id, account.username);
      reserved.push(['email', account.emailKey]);
      await this.keys.reserve('username', account.usernameKey, account._id);
      reserved.push(['username', account.usernameKey]);
      created = (await this.accounts.create({ ...account, ...withNewEvents(events) })).toObject();
    } catch (error) {
      for (const [kind, key] of reserved) await this.keys.release(kind, key, account._id);
      throw error;
    }
    await this.written(account._id, events);
    return toAccount(created);
  }

  /**
   * Makes `email` the account's address, verified (with `events`, while the account still matches `expected`): the
   * new address is reserved first (`AccountKeyTaken` when another account holds it), and the one it replaces,
   * `previousKey`, given back after the write; false when the account no longer matches, the reservation given back.
   */
  async replaceEmail(
    id: number,
    previousKey: string,
    email: string,
    { expected = {}, events = [] }: { expected?: Partial<AccountDocument>; events?: EventEnvelope[] } = {},
  ): Promise<boolean> {
    const emailKey = email.toLowerCase();
    await this.keys.reserve('email', emailKey, id);
    let changed = false;
    try {
      changed = await this.update(id, { $set: { email, emailKey, emailVerified: true, pendingEmail: null } }, { expected, events });
    } finally {
      // Each is given back only if the account does not use it (a failed write may have been applied).
      await this.keys.release('email', changed ? previousKey : emailKey, id);
    }
    return changed;
  }

  /**
   * Applies `change` (and appends `events`) to the account while it still matches `expected` (what the caller
   * read); false when it no longer does, or nothing changed.
   */
  async update(
    id: number,
    change: UpdateQuery<AccountDocument>,
    { expected = {}, events = [] }: { expected?: Partial<AccountDocument>; events?: EventEnvelope[] } = {},
  ): Promise<boolean> {
    const updated = await this.accounts.updateOne(
      { ...expected, _id: id },
      events.length ? withEvents<AccountDocument>(change, events) : change,
    );
    if (updated.modifiedCount !== 1) return false;
    await this.written(id, events);
    return true;
  }

  /**
   * Replaces the password, with its event, while it is still `checkedHash` when given (false when another change
   * came first); the reset links asked for before are dropped.
   */
  async replacePassword(
    id: number,
    newHash: string,
    event: EventEnvelope,
    checkedHash?: string,
  ): Promise<boolean> {
    const replaced = await this.update(
      id,
      { $set: { passwordHash: newHash } },
      { expected: checkedHash ? { passwordHash: checkedHash } : {}, events: [event] },
    );
    if (replaced) await this.resets.deleteMany({ userId: id, used: false });
    return replaced;
  }

  async saveSecuritySettings(id: number, settings: SecuritySettings): Promise<void> {
    await this.update(id, { $set: { security: settings } });
  }

  /** A moderator's suspension; null when the account is unknown. */
  async suspend(id: number, { reason, moderatorId }: AccountSuspensionRequest): Promise<Account | null> {
    await this.update(id, {
      $set: { suspension: { reason, suspendedAt: new Date(), suspendedBy: moderatorId } },
    });
    const account = await this.find(id);
    if (account?.suspension) await this.redis.sadd(this.suspendedKey(), String(id));
    return account;
  }

  async liftSuspension(id: number): Promise<Account | null> {
    await this.update(id, { $set: { suspension: null } });
    await this.redis.srem(this.suspendedKey(), String(id));
    return this.find(id);
  }

  /**
   * Ends a member's account (with `event`): the document stays as a tombstone under its id (ids are never given
   * again, and the outbox travels with it) but keeps nothing of the person: the username, email, phone and NPI are
   * replaced or cleared and their reservations and claims given back, so they can register again at once; reset
   * links and a suspension go with it. Answers the address the account had, null when it was already deleted.
   */
  async delete(id: number, event: EventEnvelope): Promise<string | null> {
    const document = await this.accounts.findById(id, { usernameKey: 1, emailKey: 1, email: 1, deletedAt: 1 }).lean<AccountDocument>();
    if (!document || document.deletedAt) return null;
    // Never a login: a username cannot hold ':' and an email key needs '@'; sign-in also skips deleted accounts.
    const tombstone = `deleted:${id}`;
    const ended = await this.update(
      id,
      {
        $set: {
          deletedAt: new Date(),
          username: tombstone,
          usernameKey: tombstone,
          name: 'Deleted member',
          email: tombstone,
          emailKey: tombstone,
          pendingEmail: null,
          phoneNumber: null,
          phoneVerified: null,
          npi: null,
          npiBoundAt: null,
          passwordHash: '',
          roles: [],
          suspension: null,
        },
      },
      { expected: { usernameKey: document.usernameKey, emailKey: document.emailKey }, events: [event] },
    );
    if (!ended) return null;
    await this.keys.release('username', document.usernameKey, id);
    await this.keys.release('email', document.emailKey, id);
    await this.npiClaims.deleteMany({ userId: id });
    await this.resets.deleteMany({ userId: id });
    await this.redis.srem(this.suspendedKey(), String(id));
    return document.email;
  }

  /** The account holding the NPI's claim (claimed at activation or bound); null when none does. */
  async npiHolder(npi: string): Promise<number | null> {
    return (await this.npiClaims.findById(npi).lean())?.userId ?? null;
  }

  /** Which of these NPIs an account holds (claimed at activation or bound). */
  async claimedNpis(npis: string[]): Promise<Set<string>> {
    if (!npis.length) return new Set();
    const claims = await this.npiClaims.find({ _id: { $in: npis } }, { _id: 1 }).lean();
    return new Set(claims.map((claim) => claim._id));
  }

  /**
   * Takes the NPI for a new account; false when another account holds it. A claim left by a registration that
   * crashed before its account was written (its holder has no account) is taken over.
   */
  async claimNpiForNewAccount(npi: string, id: number): Promise<boolean> {
    try {
      await this.npiClaims.create({ _id: npi, userId: id });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const claim = await this.npiClaims.findById(npi).lean();
    if (!claim || (await this.accounts.exists({ _id: claim.userId })) !== null) return false;
    const taken = await this.npiClaims.updateOne({ _id: npi, userId: claim.userId }, { $set: { userId: id } });
    return taken.modifiedCount === 1;
  }

  /** Gives up a new account's claim when its account could not be written. */
  async releaseNewAccountClaim(npi: string, id: number): Promise<void> {
    await this.npiClaims.deleteOne({ _id: npi, userId: id });
  }

  /**
   * Binds the NPI to the account (its `npi` and `npiBoundAt`, with `event`), taking the NPI's claim from
   * `previousHolder` (what `npiHolder` answered; the caller has unbound them first) with a write conditional on that
   * holder, so of two members proving the same NPI at once one wins and the other gets 409. The account's earlier
   * NPI, if another, is released.
   */
  async bindNpi(id: number, npi: string, previousHolder: number | null, boundAt: Date, event: EventEnvelope): Promise<void> {
    await this.claimNpi(id, npi, previousHolder);
    const earlier = (await this.accounts.findById(id, { npi: 1 }).lean<AccountDocument>())?.npi;
    await this.update(id, { $set: { npi, npiBoundAt: boundAt } }, { events: [event] });
    if (earlier && earlier !== npi) await this.npiClaims.deleteOne({ _id: earlier, userId: id });
  }

  /** Takes the NPI away from the account that held it (with `event`); false when it no longer holds that NPI. */
  async unbindNpi(id: number, npi: string, event: EventEnvelope): Promise<boolean> {
    return this.update(id, { $set: { npi: null, npiBoundAt: null } }, { expected: { npi }, events: [event] });
  }

  private async claimNpi(id: number, npi: string, previousHolder: number | null): Promise<void> {
    if (previousHolder === id) return;
    if (previousHolder === null) {
      try {
        await this.npiClaims.create({ _id: npi, userId: id });
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        throw new ConflictException(NPI_BEING_VERIFIED);
      }
    }
    const moved = await this.npiClaims.updateOne({ _id: npi, userId: previousHolder }, { $set: { userId: id } });
    if (moved.modifiedCount !== 1) throw new ConflictException(NPI_BEING_VERIFIED);
  }

  private async written(id: number, events: EventEnvelope[]): Promise<void> {
    if (events.length) this.relay.nudge(this.accounts, id);
    await this.cache.forget(id);
  }
}

/**
 * The accounts port of an operator's command run beside the service (`npm run moderators -w services/identity`):
 * no Nest application and no relay (a role grant publishes no event), but like `Accounts` every write forgets the
 * account's copy in Redis.
 */
export class OperatorAccounts {
  private readonly accounts: AccountModel;
  private readonly cache: ReadThroughCache<Account>;

  constructor(database: Connection, redis: Redis, prefix: string) {
    this.accounts = database.model<AccountDocument>('Account', accountSchema, 'accounts');
    this.cache = accountCache(redis, prefix);
  }

  /** Grants or withdraws a role; false when no account has the username. */
  async grantRole(username: string, role: AccountRole, granted: boolean): Promise<boolean> {
    const account = await this.accounts
      .findOne({ usernameKey: username.toLowerCase() }, { _id: 1 })
      .lean<AccountDocument>();
    if (!account) return false;
    await this.accounts.updateOne(
      { _id: account._id },
      granted ? { $addToSet: { roles: role } } : { $pull: { roles: role } },
    );
    await this.cache.forget(account._id);
    return true;
  }

  /** The usernames of the accounts holding a role, in username order. */
  async holdersOf(role: AccountRole): Promise<string[]> {
    const holders = await this.accounts
      .find({ roles: role }, { username: 1 })
      .sort({ usernameKey: 1 })
      .lean<AccountDocument[]>();
    return holders.map((account) => account.username);
  }
}
