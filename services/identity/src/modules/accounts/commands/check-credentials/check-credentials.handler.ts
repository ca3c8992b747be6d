import type { Account } from '@docnet/contracts';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { checkPassword, decoyHash, hashPassword } from '../../domain/password';
import { signInLogin } from '../../domain/sign-in-login';
import { refuseSuspended } from '../../domain/suspension';
import { Accounts } from '../../persistence/accounts';

/**
 * Sign-in check (username or email): the same answer and about the same time whether the username or the password
 * is wrong. Only a right password learns that the account is suspended, and why.
 */
@Injectable()
export class CheckCredentialsHandler {
  constructor(private readonly accounts: Accounts) {}

  async execute(username: string, password: string): Promise<Account> {
    const found = await this.accounts.withPasswordHash(signInLogin(username));
    const check = await checkPassword(password, found?.passwordHash ?? (await decoyHash));
    if (!found || !check.matches) throw new UnauthorizedException('Invalid username or password');
    refuseSuspended(found.account);
    if (check.needsRehash) {
      // Migrate-on-login: a hash of an older scheme is replaced while the plain password is at hand.
      await this.accounts.update(
        found.account.id,
        { $set: { passwordHash: await hashPassword(password) } },
        { expected: { passwordHash: found.passwordHash } },
      );
    }
    // Read through the accounts' copy in Redis, so it is there for the /api/auth/me that follows every sign-in.
    return (await this.accounts.find(found.account.id)) ?? found.account;
  }
}
