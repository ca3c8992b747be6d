import { SecurityMessages, UserPasswordChangedV1, type ChangePassword, type PasswordChangeDone } from '@docnet/contracts';
import { newEvent } from '@docnet/platform';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { checkPassword, hashPassword } from '../../../accounts/domain/password';
import { Accounts } from '../../../accounts/persistence/accounts';

/**
 * A signed-in member replaces the password by giving the current one. The write is guarded on the hash
 * that was checked, so two concurrent changes cannot both pass with the same old password; reset links
 * asked for before are dropped; the BFF ends the member's other sessions.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(private readonly accounts: Accounts) {}

  async execute(userId: number, { currentPassword, newPassword }: ChangePassword): Promise<PasswordChangeDone> {
    const passwordHash = await this.accounts.passwordHash(userId);
    if (passwordHash === null) throw new NotFoundException('Account not found');
    const check = await checkPassword(currentPassword, passwordHash);
    if (!check.matches) throw new BadRequestException(SecurityMessages.wrongCurrentPassword);
    const changedAt = new Date();
    const event = newEvent(UserPasswordChangedV1, 'identity', userId, { userId, reason: 'change', changedAt: changedAt.toISOString() });
    if (!(await this.accounts.replacePassword(userId, await hashPassword(newPassword), event, passwordHash))) {
      throw new ConflictException('The password changed meanwhile. Please try again.');
    }
    return { userId, message: SecurityMessages.passwordChanged };
  }
}
