import type { SecuritySettings } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AccountModel, securityOf } from '../../../accounts/persistence/account.schema';

@Injectable()
export class GetSecuritySettingsHandler {
  constructor(@Inject(AccountModel) private readonly accounts: AccountModel) {}

  async execute(userId: number): Promise<SecuritySettings> {
    const account = await this.accounts.findById(userId, { security: 1 }).lean();
    if (!account) throw new NotFoundException('Account not found');
    return securityOf(account);
  }
}
