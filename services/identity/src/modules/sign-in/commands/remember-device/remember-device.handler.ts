import type { Account, SignInDevice } from '@docnet/contracts';
import { insertOnce, LOGGER, EMAIL_SENDER, type EmailSender } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Accounts } from '../../../accounts/persistence/accounts';
import { knownDeviceId } from '../../domain/device';
import { KnownDeviceModel } from '../../persistence/known-device.schema';
import { describeBrowser } from '../../domain/browser-description';

export const LOGIN_ALERT_SUBJECT = 'New sign-in to your DocNet account';

/**
 * Login alerts: every session start remembers the browser it came from (so turning alerts on later does
 * not flag browsers already used); a browser not seen before for the member mails them when they asked
 * for alerts. The mail is awaited but never fails the sign-in.
 */
@Injectable()
export class RememberDeviceHandler {
  constructor(
    @Inject(KnownDeviceModel) private readonly devices: KnownDeviceModel,
    private readonly accounts: Accounts,
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(account: Pick<Account, 'id' | 'username' | 'email'>, device: SignInDevice, alert = true): Promise<void> {
    const now = new Date();
    const isNew = await this.remember(account.id, device, now);
    if (!isNew || !alert) return;
    const stored = await this.accounts.security(account.id);
    if (!stored?.security.loginAlertsEnabled) return;
    await this.email
      .send({
        to: account.email,
        subject: LOGIN_ALERT_SUBJECT,
        text: [
          `Your DocNet account ${account.username} was just signed in to from a browser we had not seen before.`,
          '',
          `Time: ${now.toUTCString()}`,
          `Browser: ${describeBrowser(device.userAgent)}`,
          '',
          'If this was you, there is nothing to do. If it was not, change your password at once in Settings > Security.',
        ].join('\n'),
      })
      .catch((error: unknown) => this.logger.error({ userId: account.id, error: String(error) }, 'login alert not delivered'));
  }

  /** True when the browser is new for the member; a known one is marked as seen again. */
  private async remember(userId: number, device: SignInDevice, now: Date): Promise<boolean> {
    const _id = knownDeviceId(userId, device.deviceId);
    if (await insertOnce(() => this.devices.create({ _id, userId, userAgent: device.userAgent, firstSeenAt: now, lastSeenAt: now }))) return true;
    await this.devices.updateOne({ _id }, { $set: { lastSeenAt: now, userAgent: device.userAgent } });
    return false;
  }
}
