import { EMAIL_SENDER, LOGGER, type EmailSender } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';
import { SMS_MESSENGER, type SmsMessenger } from '../../../../domain/sms-messenger.port';
import { hashResetToken, newResetToken } from '../../domain/reset-token';
import { SecurityUndoModel, type UndoableChange } from '../../persistence/security-undo.schema';

/** How long a security change can be undone from its mail: long enough for a member back from a week away. */
export const UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Tells the member of a security change at the address they had before it, with a link that undoes it (a 256-bit
 * token, stored hashed, single use): a stolen session that changes the email or phone, or turns protections off,
 * is seen by the real member, who can take the account back. A change of the phone is also texted to the phone left
 * behind, with the same link: whoever holds the session may hold the mailbox too, but rarely the member's phone.
 * Neither message ever fails the change.
 */
@Injectable()
export class SecurityChangeNotices {
  constructor(
    @Inject(SecurityUndoModel) private readonly undos: SecurityUndoModel,
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(SMS_MESSENGER) private readonly sms: SmsMessenger,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `what` opens the mail; `text` (the phone left behind and a shorter `what`) is texted there too. */
  async notify(userId: number, to: string, what: string, change: UndoableChange, text?: { phoneNumber: string; what: string }): Promise<void> {
    const token = newResetToken();
    await this.undos.create({ _id: hashResetToken(token), userId, change, expiresAt: new Date(Date.now() + UNDO_TTL_MS), used: false });
    const link = new URL('/undo-security-change', this.config.APP_BASE_URL);
    link.searchParams.set('token', token);
    await this.email
      .send({
        to,
        subject: 'A security change on your DocNet account',
        text: `${what} on ${new Date().toUTCString()}. If this was you, there is nothing to do. If it was not, open ${link.toString()} within 7 days: it puts the setting back and signs out every session of your account. Then reset your password.`,
      })
      .catch((error: unknown) => this.logger.error({ userId, kind: change.kind, error: String(error) }, 'security change notice not delivered'));
    if (text) {
      await this.sms
        .send(text.phoneNumber, `DocNet: ${text.what}. Not you? Open ${link.toString()} within 7 days to undo it and sign every session out.`)
        .catch((error: unknown) => this.logger.error({ userId, kind: change.kind, error: String(error) }, 'security change text not delivered'));
    }
  }
}
