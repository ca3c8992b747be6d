import { IdentityRoutes, type SupportMessage } from '@docnet/contracts';
import { EMAIL_SENDER, LOGGER, PhiConfirmations, type EmailSender } from '@docnet/platform';
import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';

export const SUPPORT_MESSAGE_FAILED = 'Your message could not be sent right now. Please try again later.';

/** Who confirms a refusal of a message sent without signing in: the token then binds the text alone. */
const NOT_SIGNED_IN = 0;

/**
 * The contact form's message, mailed to support (SUPPORT_EMAIL) with what support needs to reply. The subject and
 * message pass the PHI guard first, as every member text does; a confirmed message is mailed with a reference that
 * its audit record carries, so support can find why the writer said it names no patient.
 */
@Injectable()
export class SendSupportMessageHandler {
  constructor(
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(message: SupportMessage): Promise<void> {
    const writer = message.memberId ?? NOT_SIGNED_IN;
    const confirmed = this.phi.check(writer, { subject: message.subject, message: message.message }, message.phiConfirmation);
    const reference = randomUUID();
    await this.phi.record(
      { memberId: writer, route: `POST ${IdentityRoutes.supportMessages}`, targetType: 'support-message', targetId: reference },
      confirmed,
    );
    try {
      await this.email.send({
        to: this.config.SUPPORT_EMAIL,
        subject: `Contact form: ${message.subject}`,
        text: [
          `From: ${message.name} <${message.email}>`,
          `Member: ${message.memberId ?? 'not signed in'}`,
          `Subject: ${message.subject}`,
          ...(confirmed ? [`Reference: ${reference} (the writer confirmed it holds no patient information)`] : []),
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
