import type { SecuritySettings } from '@docnet/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Accounts } from '../../../accounts/persistence/accounts';

@Injectable()
export class GetSecuritySettingsHandler {
  constructor(private readonly accounts: Accounts) {}

  async execute(userId: number): Promise<SecuritySettings> {
    const account = await this.accounts.security(userId);
    if (!account) throw new NotFoundException('Account not found');
    return account.security;
  }
}
