import { UserPasswordChangedV1, type PasswordResetDone } from '@docnet/contracts';
import { newEvent } from '@docnet/platform';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { hashPassword } from '../../domain/password';
import { hashResetToken } from '../../domain/reset-token';
import { Accounts } from '../../persistence/accounts';
import { PasswordResetModel } from '../../persistence/password-reset.schema';

export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';

/**
 * Sets a new password with a reset token: the token is used up by a guarded write before anything
 * else, so it works once; the other tokens of the account are dropped; the BFF ends the account's sessions.
 */
@Injectable()
export class ResetPasswordHandler {
  constructor(
    private readonly accounts: Accounts,
    @Inject(PasswordResetModel) private readonly resets: PasswordResetModel,
  ) {}

  async execute(token: string, password: string): Promise<PasswordResetDone> {
    const reset = await this.resets
      .findOneAndUpdate({ _id: hashResetToken(token), used: false, expiresAt: { $gt: new Date() } }, { $set: { used: true } }, { new: true })
      .lean();
    if (!reset) throw new BadRequestException(INVALID_RESET_TOKEN);
    const changedAt = new Date();
    const event = newEvent(UserPasswordChangedV1, 'identity', reset.userId, {
      userId: reset.userId,
      reason: 'reset',
      changedAt: changedAt.toISOString(),
    });
    if (!(await this.accounts.replacePassword(reset.userId, await hashPassword(password), event))) throw new BadRequestException(INVALID_RESET_TOKEN);
    return { userId: reset.userId, message: 'Password has been reset successfully' };
  }
}
