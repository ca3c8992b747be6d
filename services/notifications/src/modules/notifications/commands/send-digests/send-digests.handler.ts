import { EMAIL_SENDER, LOGGER, type EmailSender } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../../config/notifications.env';
import { Recipients } from '../../../audience/persistence/recipients';
import { digestDue } from '../../domain/digest-schedule';
import { digestEmail } from '../../domain/emails';
import { keptBySettings } from '../../domain/notification-kinds';
import { NotificationModel } from '../../persistence/notification.schema';

/**
 * Sends the digests due at `asOf`: for every member with notifications waiting for a digest, once a whole
 * day (daily) or week (weekly) has passed since the later of their last digest and the oldest waiting
 * notification, one email gathers everything waiting up to `asOf`. The member's current settings decide:
 * email off drops the waiting ones, a type turned off since is left out.
 */
@Injectable()
export class SendDigestsHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly recipients: Recipients,
    @Inject(EMAIL_SENDER) private readonly sender: EmailSender,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Answers how many digests went out. */
  async execute(asOf: Date): Promise<number> {
    const members = (await this.notifications.distinct('userId', { emailState: 'digest' })).map(Number);
    let sent = 0;
    for (const userId of members) {
      try {
        if (await this.digestOf(userId, asOf)) sent += 1;
      } catch (error) {
        this.logger.warn({ err: error, userId }, 'digest not sent');
      }
    }
    return sent;
  }

  private async digestOf(userId: number, asOf: Date): Promise<boolean> {
    const recipient = await this.recipients.get(userId);
    const { email, settings } = recipient;
    if (!email || !settings.emailEnabled) {
      await this.notifications.updateMany({ userId, emailState: 'digest' }, { $set: { emailState: 'dropped' } });
      return false;
    }
    const waiting = await this.notifications
      .find({ userId, emailState: 'digest', notifiedAt: { $lte: asOf } }, { type: 1, text: 1, link: 1, notifiedAt: 1 })
      .sort({ notifiedAt: 1, _id: 1 })
      .lean();
    const oldest = waiting[0];
    if (!oldest) return false;
    const lastDigest = recipient.lastDigestAt?.getTime() ?? 0;
    const windowStart = new Date(Math.max(lastDigest, oldest.notifiedAt.getTime()));
    if (!digestDue(windowStart, asOf, settings.digestFrequency)) return false;
    if (!(await this.recipients.claimDigest(recipient, asOf))) return false;
    const wanted = waiting.filter(({ type }) => keptBySettings(settings, type));
    const unwanted = waiting.filter(({ type }) => !keptBySettings(settings, type)).map(({ _id }) => _id);
    if (unwanted.length > 0) await this.notifications.updateMany({ _id: { $in: unwanted } }, { $set: { emailState: 'dropped' } });
    if (wanted.length === 0) return false;
    await this.sender.send(digestEmail(email, wanted, settings.digestFrequency, this.config.APP_BASE_URL));
    await this.notifications.updateMany({ _id: { $in: wanted.map(({ _id }) => _id) }, emailState: 'digest' }, { $set: { emailState: 'digested' } });
    return true;
  }
}
