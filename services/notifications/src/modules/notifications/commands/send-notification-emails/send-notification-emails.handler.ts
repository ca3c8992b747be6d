import { EMAIL_SENDER, LOGGER, type EmailSender } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../../config/notifications.env';
import { Recipients } from '../../../audience/persistence/recipients';
import { notificationEmail } from '../../domain/emails';
import { keptBySettings } from '../../domain/notification-kinds';
import { NotificationModel, type NotificationDocument } from '../../persistence/notification.schema';

/** A claim older than this was lost with its instance; the email is tried again. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Sends the immediate emails the notifications hold (`emailState: 'pending'`). Each email is claimed first
 * (`sending`), so several instances never send it twice; the member's settings are read again at sending time,
 * so turning email or the type off stops it.
 */
@Injectable()
export class SendNotificationEmailsHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly recipients: Recipients,
    @Inject(EMAIL_SENDER) private readonly sender: EmailSender,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Sends every pending email; stops at the first failure (the next run retries). True when there was one. */
  async execute(): Promise<boolean> {
    let found = false;
    for (;;) {
      const claimed = await this.notifications
        .findOneAndUpdate(
          { $or: [{ emailState: 'pending' }, { emailState: 'sending', emailClaimedAt: { $lt: new Date(Date.now() - CLAIM_TIMEOUT_MS) } }] },
          { $set: { emailState: 'sending', emailClaimedAt: new Date() }, $inc: { emailAttempts: 1 } },
          { new: true },
        )
        .lean<NotificationDocument>();
      if (!claimed) return found;
      found = true;
      if (!(await this.deliver(claimed))) return true;
    }
  }

  private async deliver(notification: NotificationDocument): Promise<boolean> {
    const { email, settings } = await this.recipients.get(notification.userId);
    if (!email || !settings.emailEnabled || !keptBySettings(settings, notification.type)) return this.settle(notification, 'dropped');
    // Switched to digests since: the notification waits for the digest instead.
    if (settings.digestMode) return this.settle(notification, 'digest');
    try {
      await this.sender.send(notificationEmail(email, notification, this.config.APP_BASE_URL));
    } catch (error) {
      this.logger.warn({ err: error, notificationId: notification._id }, 'notification email not sent');
      await this.settle(notification, notification.emailAttempts >= MAX_ATTEMPTS ? 'failed' : 'pending');
      return false;
    }
    return this.settle(notification, 'sent');
  }

  private async settle(notification: NotificationDocument, emailState: NotificationDocument['emailState']): Promise<true> {
    await this.notifications.updateOne({ _id: notification._id, emailState: 'sending' }, { $set: { emailState } });
    return true;
  }
}
