import { SecurityMessages, type SecuritySettings, type SecuritySettingsUpdate } from '@docnet/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { SecurityChangeNotices } from '../../../accounts/commands/security-changes/security-change-notices';
import { StepUp } from '../../../accounts/commands/security-changes/step-up';
import { Accounts } from '../../../accounts/persistence/accounts';

/**
 * Turns two-factor sign-in and login alerts on or off; two-factor needs a verified phone to send its codes to.
 * Turning either off needs the current password (a borrowed session must not lower the account's guard), and the
 * member is told by email with a link that turns it back on.
 */
@Injectable()
export class UpdateSecuritySettingsHandler {
  constructor(
    private readonly accounts: Accounts,
    private readonly stepUp: StepUp,
    private readonly notices: SecurityChangeNotices,
  ) {}

  async execute(userId: number, change: SecuritySettingsUpdate): Promise<SecuritySettings> {
    const account = await this.accounts.security(userId);
    if (!account) throw new NotFoundException('Account not found');
    if (change.twoFactorEnabled === true && !(account.phoneVerified === true && account.phoneNumber)) {
      throw new BadRequestException(SecurityMessages.phoneNotVerified);
    }
    const settings: SecuritySettings = { ...account.security };
    if (change.twoFactorEnabled !== undefined) settings.twoFactorEnabled = change.twoFactorEnabled;
    if (change.loginAlertsEnabled !== undefined) settings.loginAlertsEnabled = change.loginAlertsEnabled;
    const turnedOff = [
      account.security.twoFactorEnabled && !settings.twoFactorEnabled && 'Two-factor sign-in',
      account.security.loginAlertsEnabled && !settings.loginAlertsEnabled && 'Login alerts',
    ].filter((name): name is string => Boolean(name));
    if (turnedOff.length) await this.stepUp.requirePassword(userId, change.currentPassword);
    await this.accounts.saveSecuritySettings(userId, settings);
    if (turnedOff.length) {
      const email = (await this.accounts.contacts(userId))?.email;
      if (email) {
        await this.notices.notify(userId, email, `${turnedOff.join(' and ')} ${turnedOff.length > 1 ? 'were' : 'was'} turned off on your DocNet account`, {
          kind: 'protections',
          previous: account.security,
        });
      }
    }
    return settings;
  }
}
