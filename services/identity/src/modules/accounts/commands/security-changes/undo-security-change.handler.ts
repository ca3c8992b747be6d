import { EmailChangeMessages, SecurityMessages, UserEmailVerifiedV1, UserPhoneVerifiedV1, type SecurityUndoDone } from '@docnet/contracts';
import { newEvent } from '@docnet/platform';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { hashResetToken } from '../../domain/reset-token';
import { AccountKeyTaken } from '../../persistence/account-keys';
import { Accounts } from '../../persistence/accounts';
import { SecurityUndoModel } from '../../persistence/security-undo.schema';

/**
 * The mailed undo link of a security change: the token is used up first (it works once), then what the change
 * replaced is put back — the old email (verified, as it was), the old phone, the protections turned off turned on
 * again. The BFF then ends every session of the member, the borrowed one included.
 */
@Injectable()
export class UndoSecurityChangeHandler {
  constructor(
    private readonly accounts: Accounts,
    @Inject(SecurityUndoModel) private readonly undos: SecurityUndoModel,
  ) {}

  async execute(token: string): Promise<SecurityUndoDone> {
    const undo = await this.undos
      .findOneAndUpdate({ _id: hashResetToken(token), used: false, expiresAt: { $gt: new Date() } }, { $set: { used: true } }, { new: true })
      .lean();
    if (!undo) throw new BadRequestException(SecurityMessages.undoInvalid);
    const { userId, change } = undo;
    const now = new Date().toISOString();
    switch (change.kind) {
      case 'email': {
        if (await this.accounts.byEmail(change.previousEmail.toLowerCase(), userId)) throw new ConflictException(EmailChangeMessages.taken);
        const current = await this.accounts.contacts(userId);
        if (!current) throw new NotFoundException('Account not found');
        const event = newEvent(UserEmailVerifiedV1, 'identity', userId, { userId, email: change.previousEmail, verifiedAt: now });
        try {
          await this.accounts.replaceEmail(userId, current.emailKey, change.previousEmail, { events: [event] });
        } catch (error) {
          if (error instanceof AccountKeyTaken) throw new ConflictException(EmailChangeMessages.taken);
          throw error;
        }
        break;
      }
      case 'phone': {
        const events =
          change.previousPhone && change.previousPhoneVerified
            ? [newEvent(UserPhoneVerifiedV1, 'identity', userId, { userId, phoneNumber: change.previousPhone, verifiedAt: now })]
            : [];
        await this.accounts.update(
          userId,
          { $set: { phoneNumber: change.previousPhone, phoneVerified: change.previousPhoneVerified } },
          { events },
        );
        break;
      }
      case 'protections': {
        const current = await this.accounts.security(userId);
        if (!current) throw new NotFoundException('Account not found');
        await this.accounts.saveSecuritySettings(userId, {
          twoFactorEnabled: current.security.twoFactorEnabled || change.previous.twoFactorEnabled,
          loginAlertsEnabled: current.security.loginAlertsEnabled || change.previous.loginAlertsEnabled,
        });
        break;
      }
    }
    return { userId, message: SecurityMessages.undone };
  }
}
