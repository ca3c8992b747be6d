import { SecurityMessages, type SecuritySettings, type SecuritySettingsUpdate } from '@docnet/contracts';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AccountModel, securityOf } from '../../../accounts/persistence/account.schema';

/** Turns two-factor sign-in and login alerts on or off; two-factor needs a verified phone to send its codes to. */
@Injectable()
export class UpdateSecuritySettingsHandler {
  constructor(@Inject(AccountModel) private readonly accounts: AccountModel) {}

  async execute(userId: number, change: SecuritySettingsUpdate): Promise<SecuritySettings> {
    const account = await this.accounts.findById(userId, { security: 1, phoneNumber: 1, phoneVerified: 1 }).lean();
    if (!account) throw new NotFoundException('Account not found');
    if (change.twoFactorEnabled === true && !(account.phoneVerified === true && account.phoneNumber)) {
      throw new BadRequestException(SecurityMessages.phoneNotVerified);
    }
    const settings: SecuritySettings = { ...securityOf(account) };
    if (change.twoFactorEnabled !== undefined) settings.twoFactorEnabled = change.twoFactorEnabled;
    if (change.loginAlertsEnabled !== undefined) settings.loginAlertsEnabled = change.loginAlertsEnabled;
    await this.accounts.updateOne({ _id: userId }, { $set: { security: settings } });
    return settings;
  }
}
