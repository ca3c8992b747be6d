import type { SupportMessage } from '@docnet/contracts';
import { EMAIL_SENDER, LOGGER, type EmailSender } from '@docnet/platform';
import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';

export const SUPPORT_MESSAGE_FAILED = 'Your message could not be sent right now. Please try again later.';

/** The contact form's message, mailed to support (SUPPORT_EMAIL) with what support needs to reply. */
@Injectable()
export class SendSupportMessageHandler {
  constructor(
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(message: SupportMessage): Promise<void> {
    try {
      await this.email.send({
        to: this.config.SUPPORT_EMAIL,
        subject: `Contact form: ${message.subject}`,
        text: [
          `From: ${message.name} <${message.email}>`,
          `Member: ${message.memberId ?? 'not signed in'}`,
          `Subject: ${message.subject}`,
          '',
          message.message,
        ].join('\n'),
      });
    } catch (error) {
      this.logger.error({ error: String(error) }, 'support message not delivered');
      throw new BadGatewayException(SUPPORT_MESSAGE_FAILED);
    }
  }
}
