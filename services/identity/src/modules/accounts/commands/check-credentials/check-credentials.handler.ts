import type { Account } from '@docnet/contracts';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { decoyHash, verifyPassword } from '../../domain/password';
import { AccountModel, toAccount } from '../../persistence/account.schema';

/** Sign-in check: the same answer and about the same time whether the username or the password is wrong. */
@Injectable()
export class CheckCredentialsHandler {
  constructor(@Inject(AccountModel) private readonly accounts: AccountModel) {}

  async execute(username: string, password: string): Promise<Account> {
    const account = await this.accounts.findOne({ usernameKey: username.trim().toLowerCase() }).lean();
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
    if (!account || !matches) throw new UnauthorizedException('Invalid username or password');
    return toAccount(account);
  }
}
