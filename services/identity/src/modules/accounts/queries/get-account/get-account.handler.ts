import type { Account } from '@docnet/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Accounts } from '../../persistence/accounts';

@Injectable()
export class GetAccountHandler {
  constructor(private readonly accounts: Accounts) {}

  async execute(id: number): Promise<Account> {
    const account = await this.accounts.find(id);
    if (!account) throw new NotFoundException('Account not found');
    return account;
  }
}
