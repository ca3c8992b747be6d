import { accountSignInKey, type SignInKey } from '@docnet/contracts';
import { Injectable } from '@nestjs/common';
import { signInLogin } from '../../../accounts/domain/sign-in-login';
import { Accounts } from '../../../accounts/persistence/accounts';

/** The key the BFF's sign-in and reset limits count a login under: its account, however it is spelled (contracts' IdentitySignInKeyRoutes). */
@Injectable()
export class SignInKeyHandler {
  constructor(private readonly accounts: Accounts) {}

  async execute(typed: string): Promise<SignInKey> {
    const login = signInLogin(typed);
    const found = await this.accounts.withPasswordHash(login);
    return { key: found ? accountSignInKey(found.account.id) : `login:${login}` };
  }
}
