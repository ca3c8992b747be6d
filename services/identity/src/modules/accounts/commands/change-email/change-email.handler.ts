import { EmailChangeMessages, UserEmailVerifiedV1, type EmailChangeStarted } from '@docnet/contracts';
import { newEvent } from '@docnet/platform';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CheckVerificationCodeHandler } from '../../../verification/commands/check-verification-code/check-verification-code.handler';
import { SendVerificationCodeHandler } from '../../../verification/commands/send-verification-code/send-verification-code.handler';
import { AccountKeyTaken } from '../../persistence/account-keys';
import { Accounts } from '../../persistence/accounts';
import { SecurityChangeNotices } from '../security-changes/security-change-notices';
import { StepUp } from '../security-changes/step-up';

/**
 * A signed-in member's new email address: kept pending, with a code sent to it, while the current address
 * stays in use for sign-in, resets and notifications; the code makes it the account's email, verified, and
 * identity.user.email-verified tells profile and notifications. Whether another account holds the address is
 * told only after the code, so only the address's owner learns it (as at registration). The current password is
 * asked first (a borrowed session alone cannot move the account to another address), and the old address is told,
 * with a link that undoes the change.
 */
@Injectable()
export class ChangeEmailHandler {
  constructor(
    private readonly accounts: Accounts,
    private readonly sendCode: SendVerificationCodeHandler,
    private readonly checkCode: CheckVerificationCodeHandler,
    private readonly stepUp: StepUp,
    private readonly notices: SecurityChangeNotices,
  ) {}

  async request(userId: number, email: string, currentPassword: string): Promise<EmailChangeStarted> {
    await this.stepUp.requirePassword(userId, currentPassword);
    const pendingEmail = email.trim();
    const account = await this.accounts.contacts(userId);
    if (!account) throw new NotFoundException('Account not found');
    if (account.emailKey === pendingEmail.toLowerCase()) throw new BadRequestException(EmailChangeMessages.sameEmail);
    await this.accounts.update(userId, { $set: { pendingEmail } });
    await this.sendCode.toEmail(pendingEmail);
    return { message: 'Verification code sent', pendingEmail };
  }

  async confirm(userId: number, code: string): Promise<void> {
    const account = await this.accounts.contacts(userId);
    if (!account) throw new NotFoundException('Account not found');
    const { pendingEmail } = account;
    if (!pendingEmail) throw new BadRequestException(EmailChangeMessages.noPending);
    await this.checkCode.execute('email', pendingEmail, code);
    if (await this.accounts.byEmail(pendingEmail.toLowerCase(), userId)) throw new ConflictException(EmailChangeMessages.taken);
    const event = newEvent(UserEmailVerifiedV1, 'identity', userId, { userId, email: pendingEmail, verifiedAt: new Date().toISOString() });
    try {
      // Guarded on the pending address, so a change requested meanwhile is not replaced by this one; the address's
      // reservation settles an account created with it since the check above.
      const changed = await this.accounts.replaceEmail(userId, account.emailKey, pendingEmail, { expected: { pendingEmail }, events: [event] });
      if (!changed) throw new BadRequestException(EmailChangeMessages.noPending);
    } catch (error) {
      if (error instanceof AccountKeyTaken) throw new ConflictException(EmailChangeMessages.taken);
      throw error;
    }
    await this.notices.notify(userId, account.email, `The email address of your DocNet account was changed to ${pendingEmail}`, {
      kind: 'email',
      previousEmail: account.email,
    });
  }
}
