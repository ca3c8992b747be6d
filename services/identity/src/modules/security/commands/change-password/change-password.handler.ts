import { SecurityMessages, UserPasswordChangedV1, type ChangePassword, type PasswordChangeDone } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { checkPassword, hashPassword } from '../../../accounts/domain/password';
import { AccountModel, type AccountDocument } from '../../../accounts/persistence/account.schema';
import { PasswordResetModel } from '../../../accounts/persistence/password-reset.schema';

/**
 * A signed-in member replaces the password by giving the current one. The write is guarded on the hash
 * that was checked, so two concurrent changes cannot both pass with the same old password; reset links
 * asked for before are dropped; the BFF ends the member's other sessions.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    @Inject(AccountModel) private readonly accounts: AccountModel,
    @Inject(PasswordResetModel) private readonly resets: PasswordResetModel,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(userId: number, { currentPassword, newPassword }: ChangePassword): Promise<PasswordChangeDone> {
    const account = await this.accounts.findById(userId, { passwordHash: 1 }).lean();
    if (!account) throw new NotFoundException('Account not found');
    const check = await checkPassword(currentPassword, account.passwordHash);
    if (!check.matches) throw new BadRequestException(SecurityMessages.wrongCurrentPassword);
    const changedAt = new Date();
    const event = newEvent(UserPasswordChangedV1, 'identity', userId, { userId, reason: 'change', changedAt: changedAt.toISOString() });
    const updated = await this.accounts.updateOne(
      { _id: userId, passwordHash: account.passwordHash },
      withEvents<AccountDocument>({ $set: { passwordHash: await hashPassword(newPassword) } }, [event]),
    );
    if (updated.matchedCount !== 1) throw new ConflictException('The password changed meanwhile. Please try again.');
    this.relay.nudge(this.accounts, userId);
    await this.resets.deleteMany({ userId, used: false });
    return { userId, message: SecurityMessages.passwordChanged };
  }
}
