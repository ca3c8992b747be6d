import { UserEmailVerifiedV1, UserPhoneVerifiedV1, type EventOf } from '@docnet/contracts';
import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ProfileModel } from '../persistence/profile.schema';

/**
 * The verification flags the Basic Information and Verification tabs show. A `$set` to true is
 * idempotent; the public card does not change, so no profile.updated.
 */
@Controller()
export class UserVerifiedConsumer {
  constructor(@Inject(ProfileModel) private readonly profiles: ProfileModel) {}

  @EventPattern(UserEmailVerifiedV1.type)
  async emailVerified(@Payload() event: EventOf<typeof UserEmailVerifiedV1>): Promise<void> {
    await this.profiles.updateOne({ _id: event.data.userId }, { $set: { isVerified: true } });
  }

  @EventPattern(UserPhoneVerifiedV1.type)
  async phoneVerified(@Payload() event: EventOf<typeof UserPhoneVerifiedV1>): Promise<void> {
    await this.profiles.updateOne({ _id: event.data.userId }, { $set: { smsVerified: true } });
  }
}
