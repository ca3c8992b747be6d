import { SecurityMessages, type SecuritySettings, type SecuritySettingsUpdate } from '@docnet/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Accounts } from '../../../accounts/persistence/accounts';

/** Turns two-factor sign-in and login alerts on or off; two-factor needs a verified phone to send its codes to. */
@Injectable()
export class UpdateSecuritySettingsHandler {
  constructor(private readonly accounts: Accounts) {}

  async execute(userId: number, change: SecuritySettingsUpdate): Promise<SecuritySettings> {
    const account = await this.accounts.security(userId);
    if (!account) throw new NotFoundException('Account not found');
    if (change.twoFactorEnabled === true && !(account.phoneVerified === true && account.phoneNumber)) {
      throw new BadRequestException(SecurityMessages.phoneNotVerified);
    }
    const settings: SecuritySettings = { ...account.security };
    if (change.twoFactorEnabled !== undefined) settings.twoFactorEnabled = change.twoFactorEnabled;
    if (change.loginAlertsEnabled !== undefined) settings.loginAlertsEnabled = change.loginAlertsEnabled;
    await this.accounts.saveSecuritySettings(userId, settings);
    return settings;
  }
}
