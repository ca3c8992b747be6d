import type { Account, AccountSuspensionRequest } from '@docnet/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Accounts } from '../../persistence/accounts';

/**
 * A moderator's suspension of an account, and its lifting. The BFF checks the role too; identity holds the
 * roles, so it checks again that the acting member is a moderator acting in their own name, and not on themselves.
 */
@Injectable()
export class SuspendAccountHandler {
  constructor(private readonly accounts: Accounts) {}

  async suspend(id: number, actingUserId: number, request: AccountSuspensionRequest): Promise<Account> {
    if (request.moderatorId !== actingUserId)
      throw new ForbiddenException("A suspension is decided in the acting moderator's name");
    await this.refuseNonModerator(actingUserId);
    if (id === actingUserId) throw new ForbiddenException('Moderators cannot suspend themselves');
    return this.found(await this.accounts.suspend(id, request));
  }

  async lift(id: number, actingUserId: number): Promise<Account> {
    await this.refuseNonModerator(actingUserId);
    return this.found(await this.accounts.liftSuspension(id));
  }

  private async refuseNonModerator(actingUserId: number): Promise<void> {
    const moderator = await this.accounts.find(actingUserId);
    if (!moderator?.roles.includes('moderator') || moderator.suspension)
      throw new ForbiddenException('Only moderators can suspend accounts');
  }

  private found(account: Account | null): Account {
    if (!account) throw new NotFoundException('Account not found');
    return account;
  }
}
