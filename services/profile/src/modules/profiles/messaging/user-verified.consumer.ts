import { UserEmailVerifiedV1, UserPhoneVerifiedV1, type EventOf } from '@docnet/contracts';
import { Controller, NotFoundException } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UpdateProfileHandler } from '../commands/update-profile/update-profile.handler';
import type { ProfileChanges } from '../domain/stored-profile';
import type { ProfileDocument } from '../persistence/profile.schema';

/**
 * The verification flags the Basic Information and Verification tabs show, written like every other
 * change (revision + 1 with its profile.updated), because doctor search's results show the record and
 * keep it by revision. A flag already set changes nothing, so a redelivery writes nothing.
 */
@Controller()
export class UserVerifiedConsumer {
  constructor(private readonly update: UpdateProfileHandler) {}

  /** The verified address is the member's email: the one given at activation, or a new one after an email change. */
  @EventPattern(UserEmailVerifiedV1.type)
  async emailVerified(@Payload() event: EventOf<typeof UserEmailVerifiedV1>): Promise<void> {
    const { email } = event.data;
    await this.set(event.data.userId, (current) => ({
      ...(current.isVerified === true ? {} : { isVerified: true }),
      ...(current.email === email ? {} : { email }),
    }));
  }

  @EventPattern(UserPhoneVerifiedV1.type)
  async phoneVerified(@Payload() event: EventOf<typeof UserPhoneVerifiedV1>): Promise<void> {
    await this.set(event.data.userId, (current) => (current.smsVerified === true ? {} : { smsVerified: true }));
  }

  private async set(userId: number, changesOf: (current: ProfileDocument) => ProfileChanges): Promise<void> {
    try {
      // The member's own account verified it: the change is made as the member.
      await this.update.execute(userId, userId, changesOf);
    } catch (error) {
      // No profile: nothing shows the flag (identity reports the registration first, on the same key).
      if (!(error instanceof NotFoundException)) throw error;
    }
  }
}
