import { UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ForgetMemberWalletHandler } from '../commands/forget-member/forget-member-wallet.handler';

/** A deleted member's wallet goes with their account. */
@Controller()
export class WalletMemberDeletedConsumer {
  constructor(private readonly forget: ForgetMemberWalletHandler) {}

  @EventPattern(UserDeletedV1.type)
  memberDeleted(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.forget.execute(event.data.userId);
  }
}
