import type { Account } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AccountModel, toAccount } from '../../persistence/account.schema';

@Injectable()
export class GetAccountHandler {
  constructor(@Inject(AccountModel) private readonly accounts: AccountModel) {}

  async execute(id: number): Promise<Account> {
    const account = await this.accounts.findById(id).lean();
    if (!account) throw new NotFoundException('Account not found');
    return toAccount(account);
  }
}
