import type { Account } from '@docnet/contracts';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { checkPassword, decoyHash, hashPassword } from '../../domain/password';
import { AccountModel, toAccount } from '../../persistence/account.schema';

/** Sign-in check (username or email): the same answer and about the same time whether the username or the password is wrong. */
@Injectable()
export class CheckCredentialsHandler {
  constructor(@Inject(AccountModel) private readonly accounts: AccountModel) {}

  async execute(username: string, password: string): Promise<Account> {
    // Members sign in with their username or their email (usernames cannot contain '@').
    const key = username.trim().toLowerCase();
    const account = await this.accounts.findOne(key.includes('@') ? { emailKey: key } : { usernameKey: key }).lean();
    const check = await checkPassword(password, account?.passwordHash ?? (await decoyHash));
    if (!account || !check.matches) throw new UnauthorizedException('Invalid username or password');
    if (check.needsRehash) {
      // Migrate-on-login: a hash of an older scheme is replaced while the plain password is at hand.
      await this.accounts.updateOne(
        { _id: account._id, passwordHash: account.passwordHash },
        { $set: { passwordHash: await hashPassword(password) } },
      );
    }
    return toAccount(account);
  }
}
