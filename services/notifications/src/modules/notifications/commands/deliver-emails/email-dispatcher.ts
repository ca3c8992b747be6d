import { EMAIL_SENDER, LOGGER, type EmailSender } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../../config/notifications.env';
import { Recipients } from '../../../audience/persistence/recipients';
import { notificationEmail } from '../../domain/emails';
import { NotificationModel, type NotificationDocument } from '../../persistence/notification.schema';

const POLL_MS = 5_000;
/** A claim older than this was lost with its instance; the email is tried again. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Sends the immediate emails the notifications hold (`emailState: 'pending'`): nudged after a creation and
 * polling for the rest. Each email is claimed first (`sending`), so several instances never send it twice;
 * the member's settings are read again at sending time, so turning email or the type off stops it.
 */
@Injectable()
export class EmailDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly recipients: Recipients,
    @Inject(EMAIL_SENDER) private readonly sender: EmailSender,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.deliverPending()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'notification email pass failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const next = this.again ? 0 : POLL_MS;
          this.again = false;
          this.schedule(next);
        });
    }, delay);
  }

  /** Sends every pending email; stops at the first failure (the next pass retries). */
  async deliverPending(): Promise<void> {
    for (;;) {
      const claimed = await this.notifications
        .findOneAndUpdate(
          { $or: [{ emailState: 'pending' }, { emailState: 'sending', emailClaimedAt: { $lt: new Date(Date.now() - CLAIM_TIMEOUT_MS) } }] },
          { $set: { emailState: 'sending', emailClaimedAt: new Date() }, $inc: { emailAttempts: 1 } },
          { new: true },
        )
        .lean<NotificationDocument>();
      if (!claimed || !(await this.deliver(claimed))) return;
    }
  }

  private async deliver(notification: NotificationDocument): Promise<boolean> {
    const { email, settings } = await this.recipients.get(notification.userId);
    if (!email || !settings.emailEnabled || !settings.notifications[notification.type]) return this.settle(notification, 'dropped');
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
