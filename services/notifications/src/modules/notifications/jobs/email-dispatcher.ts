import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SendNotificationEmailsHandler } from '../commands/send-notification-emails/send-notification-emails.handler';
import type { EmailWaiting } from '../domain/email-waiting.port';

const POLL_MS = 5_000;
/** Polls that find no email wait longer and longer, up to this; a new notification nudges at once. */
const IDLE_POLL_MAX_MS = 60_000;

/** Sends the pending notification emails (SendNotificationEmailsHandler): nudged after a creation and polling for the rest. */
@Injectable()
export class EmailDispatcher extends BackgroundJob implements EmailWaiting {
  constructor(
    private readonly emails: SendNotificationEmailsHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'notification email', everyMs: POLL_MS, idleMaxMs: IDLE_POLL_MAX_MS, logger });
  }

  pass(): Promise<boolean> {
    return this.emails.execute();
  }

  emailWaiting(): void {
    this.nudge();
  }
}
