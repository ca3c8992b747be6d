import { UserEmailVerifiedV1, UserNpiBoundV1, UserNpiUnboundV1, UserPhoneVerifiedV1, type EventOf } from '@docnet/contracts';
import { Controller, NotFoundException } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UpdateProfileHandler } from '../commands/update-profile/update-profile.handler';
import type { ProfileChanges, StoredProfile } from '../domain/stored-profile';

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

  /** The verified badge: only an NPI bound with the registry phone's code earns it. */
  @EventPattern(UserNpiBoundV1.type)
  async npiBound(@Payload() event: EventOf<typeof UserNpiBoundV1>): Promise<void> {
    const { npi, boundAt } = event.data;
    await this.set(event.data.userId, (current) =>
      isLater(boundAt, current.npiBindingAt) ? { npi, npiVerified: true, npiBindingAt: boundAt } : {},
    );
  }

  /** Another member reclaimed the NPI: no badge, and the NPI leaves the profile unless the member holds another. */
  @EventPattern(UserNpiUnboundV1.type)
  async npiUnbound(@Payload() event: EventOf<typeof UserNpiUnboundV1>): Promise<void> {
    const { npi, unboundAt } = event.data;
    await this.set(event.data.userId, (current) =>
      isLater(unboundAt, current.npiBindingAt)
        ? { npiVerified: false, npiBindingAt: unboundAt, ...(current.npi === npi ? { npi: null } : {}) }
        : {},
    );
  }

  private async set(userId: number, changesOf: (current: StoredProfile) => ProfileChanges): Promise<void> {
    try {
      // The member's own account verified it: the change is made as the member.
      await this.update.execute(userId, userId, changesOf);
    } catch (error) {
      // No profile: nothing shows the flag (identity reports the registration first, on the same key).
      if (!(error instanceof NotFoundException)) throw error;
    }
  }
}

/**
 * Binding and unbinding are ordered by when identity made them (the events carry the time), so a redelivered or
 * late event older than the state the profile holds changes nothing instead of moving the badge backwards.
 */
function isLater(at: string, held: string | undefined): boolean {
  return held === undefined || new Date(at).getTime() > new Date(held).getTime();
}
