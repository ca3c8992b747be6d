import { EMAIL_SENDER, LOGGER, type EmailSender } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from '../../domain/reset-token';
import { Accounts } from '../../persistence/accounts';
import { PasswordResetModel } from '../../persistence/password-reset.schema';

/**
 * Forgot password: mails a reset link when the email has an account. The caller gets the same answer
 * either way, and the mail goes out after the answer so the timing does not tell either.
 */
@Injectable()
export class RequestPasswordResetHandler {
  constructor(
    private readonly accounts: Accounts,
    @Inject(PasswordResetModel) private readonly resets: PasswordResetModel,
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(email: string): Promise<void> {
    const account = await this.accounts.byEmail(email.trim().toLowerCase());
    if (!account) return;
    const token = newResetToken();
    await this.resets.create({ _id: hashResetToken(token), userId: account._id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS), used: false });
    const link = new URL('/reset-password', this.config.APP_BASE_URL);
    link.searchParams.set('token', token);
    void this.email
      .send({
        to: account.email,
        subject: 'Reset your DocNet password',
        text: `Someone asked to reset the password of your DocNet account. To choose a new password, open ${link.toString()} within 60 minutes. If it was not you, ignore this email.`,
      })
      .catch((error: unknown) => this.logger.error({ userId: account._id, error: String(error) }, 'password reset email not delivered'));
  }
}
