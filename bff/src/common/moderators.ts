import { IdentityRoutes, ModerationMessages } from '@docnet/contracts';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { IdentityClient } from '../clients/service-clients.module';

/**
 * Who moderates: members whose account carries the `moderator` role, granted by an operator
 * (`npm run moderators -w services/identity -- grant <username>`). Read from identity at each call, so a role
 * granted or withdrawn counts at once.
 */
@Injectable()
export class Moderators {
  constructor(private readonly identity: IdentityClient) {}

  async isModerator(memberId: number): Promise<boolean> {
    const account = await this.identity.get(IdentityRoutes.account(memberId), { actingUserId: memberId });
    return account.roles.includes('moderator');
  }

  /** 403 for a member who is not a moderator. */
  async require(memberId: number): Promise<void> {
    if (!(await this.isModerator(memberId))) throw new ForbiddenException(ModerationMessages.moderatorsOnly);
  }
}
