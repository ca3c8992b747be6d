import { UserDeletedV1, type AccountDeleted } from '@docnet/contracts';
import { EMAIL_SENDER, LOGGER, newEvent, type EmailSender } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Logger } from 'pino';
import { Accounts } from '../../persistence/accounts';
import { StepUp } from '../security-changes/step-up';

/**
 * A member deletes their own account. The password is asked even of a session that passed two-factor sign-in (a
 * borrowed session must not end an account). The tombstone and `identity.user.deleted` are one write (outbox); every
 * other service removes the member's data from that event, and the BFF ends every session. The address the account
 * had is told, so a deletion its owner did not make is noticed; the mail never fails the deletion.
 */
@Injectable()
export class DeleteAccountHandler {
  constructor(
    private readonly accounts: Accounts,
    private readonly stepUp: StepUp,
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(userId: number, password: string): Promise<AccountDeleted> {
    await this.stepUp.requirePassword(userId, password);
    const deletedAt = new Date();
    const event = newEvent(UserDeletedV1, 'identity', userId, { userId, deletedAt: deletedAt.toISOString() });
    const address = await this.accounts.delete(userId, event);
    if (address === null) throw new NotFoundException('Account not found');
    await this.email
      .send({
        to: address,
        subject: 'Your DocNet account was deleted',
        text: `Your DocNet account was deleted on ${deletedAt.toUTCString()}, with its profile, posts, comments, connections, messages and notifications. This cannot be undone. You can register again with this email address at any time. If you did not delete it, reply to this email.`,
      })
      .catch((error: unknown) => this.logger.error({ userId, error: String(error) }, 'account deletion notice not delivered'));
    return { userId };
  }
}
