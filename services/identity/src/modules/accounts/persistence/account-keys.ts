import { insertOnce } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { AccountDocument } from './account.schema';

/**
 * The usernames and emails accounts hold, one document per key, unique by `_id` (`username:<key>`, `email:<key>`,
 * lower-cased). They replace two unique indexes of the accounts: a sharded collection can keep a unique index only when
 * the shard key prefixes it, and accounts are sharded by id, so each key is reserved here, under its own `_id`, before
 * the account (or its new email) is written (docs/adr/0007-mongodb-ready-to-shard.md).
 */
export interface AccountKeyDocument {
  _id: string;
  userId: number;
  reservedAt: Date;
  /** On a registration's email: its username, for the answer to a second registration while the first is written. */
  username?: string;
}

export type AccountKeyKind = 'username' | 'email';

export const accountKeySchema = new Schema<AccountKeyDocument>(
  { _id: String, userId: { type: Number, required: true }, reservedAt: { type: Date, required: true }, username: String },
  { versionKey: false },
);

export const AccountKeyModel = Symbol('AccountKeyModel');
export type AccountKeyModel = Model<AccountKeyDocument>;

/**
 * A reservation whose account never took the key (a crash between the two writes, or an email change that stopped
 * half-way) is given to the next claimant after this long: far beyond the milliseconds between a reservation and its
 * account write, and beyond any call's timeout, so a write still under way is never overtaken.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** How long a claimant waits for a reservation under way to become an account (or be given up) before it answers. */
const IN_FLIGHT_WAIT_MS = 3_000;
const IN_FLIGHT_POLL_MS = 25;

/** A key another account holds, or another registration is writing right now. */
export class AccountKeyTaken extends Error {
  constructor(
    readonly kind: AccountKeyKind,
    /** The account holding it, or being written with it. */
    readonly holderId: number,
    /** The username of the registration holding an email, when it is still being written. */
    readonly heldFor?: string,
  ) {
    super(`${kind} already held`);
  }
}

const accountField = { username: 'usernameKey', email: 'emailKey' } as const;

/** Reserves and releases the keys; the account it checks them against is `_id`-targeted, as sharding wants. */
export class AccountKeys {
  constructor(
    private readonly keys: AccountKeyModel,
    private readonly accounts: Model<AccountDocument>,
  ) {}

  /**
   * Reserves `key` for account `userId` (already its own: nothing to do). Throws `AccountKeyTaken` when another
   * account holds it, or when another write reserved it and has not finished after a short wait; takes over a
   * reservation abandoned for ABANDONED_AFTER_MS.
   */
  async reserve(kind: AccountKeyKind, key: string, userId: number, username?: string): Promise<void> {
    const _id = `${kind}:${key}`;
    const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      if (await insertOnce(() => this.keys.create({ _id, userId, reservedAt: new Date(), ...(username ? { username } : {}) }))) return;
      const holder = await this.keys.findById(_id).lean<AccountKeyDocument>();
      // Released since the insert: try again.
      if (!holder) continue;
      if (holder.userId === userId) return;
      if (await this.holds(holder.userId, kind, key)) throw new AccountKeyTaken(kind, holder.userId);
      if (Date.now() - new Date(holder.reservedAt).getTime() >= ABANDONED_AFTER_MS) {
        // Conditional on the reservation as read, so of two claimants one takes it over.
        const taken = await this.keys.updateOne(
          { _id, userId: holder.userId, reservedAt: holder.reservedAt },
          { $set: { userId, reservedAt: new Date(), username: username ?? null } },
        );
        if (taken.modifiedCount === 1) return;
        continue;
      }
      if (Date.now() >= waitUntil) throw new AccountKeyTaken(kind, holder.userId, holder.username ?? undefined);
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    }
  }

  /**
   * Gives the key up, if account `userId` holds its reservation but not the key: a write that failed may still have
   * been applied (its answer lost), and a key the account uses stays reserved.
   */
  async release(kind: AccountKeyKind, key: string, userId: number): Promise<void> {
    if (await this.holds(userId, kind, key)) return;
    await this.keys.deleteOne({ _id: `${kind}:${key}`, userId });
  }

  private async holds(userId: number, kind: AccountKeyKind, key: string): Promise<boolean> {
    return (await this.accounts.exists({ _id: userId, [accountField[kind]]: key })) !== null;
  }
}
