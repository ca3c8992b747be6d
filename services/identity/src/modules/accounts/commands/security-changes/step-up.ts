import { SecurityMessages } from '@docnet/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { checkPassword } from '../../domain/password';
import { Accounts } from '../../persistence/accounts';

/**
 * Step-up for changes a borrowed session must not make alone (the email, the two-factor phone, turning two-factor
 * sign-in or login alerts off): the current password, checked before anything changes or any code is spent.
 */
@Injectable()
export class StepUp {
  constructor(private readonly accounts: Accounts) {}

  async requirePassword(userId: number, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw new BadRequestException(SecurityMessages.currentPasswordRequired);
    const passwordHash = await this.accounts.passwordHash(userId);
    if (passwordHash === null) throw new NotFoundException('Account not found');
    if (!(await checkPassword(currentPassword, passwordHash)).matches) {
      throw new BadRequestException(SecurityMessages.wrongCurrentPassword);
    }
  }
}
