import type { EventEnvelope, SecuritySettings } from '@docnet/contracts';
import { OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { AccountModel, securityOf, type AccountDocument } from './account.schema';
import { PasswordResetModel } from './password-reset.schema';

/** What sign-in and the security settings need to know of an account. */
export interface AccountSecurity {
  security: SecuritySettings;
  phoneNumber: string | null;
  phoneVerified: boolean | null;
}

/**
 * The accounts as the other modules of identity (sign-in, security) read and write them: the account schema
 * and its outbox stay inside the accounts module.
 */
@Injectable()
export class Accounts {
  constructor(
    @Inject(AccountModel) private readonly accounts: AccountModel,
    @Inject(PasswordResetModel) private readonly resets: PasswordResetModel,
    private readonly relay: OutboxRelay,
  ) {}

  async security(id: number): Promise<AccountSecurity | null> {
    const account = await this.accounts.findById(id, { security: 1, phoneNumber: 1, phoneVerified: 1 }).lean<AccountDocument>();
    if (!account) return null;
    return { security: securityOf(account), phoneNumber: account.phoneNumber ?? null, phoneVerified: account.phoneVerified ?? null };
  }

  async passwordHash(id: number): Promise<string | null> {
    return (await this.accounts.findById(id, { passwordHash: 1 }).lean<AccountDocument>())?.passwordHash ?? null;
  }

  /**
   * Replaces the password, with its event, only while it is still the one that was checked (false when another
   * change came first); the reset links asked for before are dropped.
   */
  async replacePassword(id: number, checkedHash: string, newHash: string, event: EventEnvelope): Promise<boolean> {
    const updated = await this.accounts.updateOne(
      { _id: id, passwordHash: checkedHash },
      withEvents<AccountDocument>({ $set: { passwordHash: newHash } }, [event]),
    );
    if (updated.matchedCount !== 1) return false;
    this.relay.nudge(this.accounts, id);
    await this.resets.deleteMany({ userId: id, used: false });
    return true;
  }

  async saveSecuritySettings(id: number, settings: SecuritySettings): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { security: settings } });
  }
}
