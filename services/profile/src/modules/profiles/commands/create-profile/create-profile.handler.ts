import { ProfileUpdatedV1, type DataOf, type UserRegisteredV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { toMemberCard } from '../../persistence/profile.mapper';
import { ProfileModel } from '../../persistence/profile.schema';

/**
 * Creates the member's profile when an account is activated. An upsert that only inserts makes a
 * redelivered identity.user.registered change nothing, and no second profile.updated is recorded.
 */
@Injectable()
export class CreateProfileHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(registration: DataOf<typeof UserRegisteredV1>): Promise<void> {
    const createdAt = new Date(registration.registeredAt);
    const profile = {
      _id: registration.userId,
      name: registration.name,
      username: registration.username,
      email: registration.email,
      phoneNumber: registration.phoneNumber,
      npi: registration.npi,
      specialty: null,
      hospital: null,
      affiliation: null,
      city: null,
      state: null,
      profilePicture: null,
      revision: 1,
      createdAt,
      updatedAt: createdAt,
    };
    const event = newEvent(ProfileUpdatedV1, 'profile', registration.userId, {
      revision: 1,
      card: toMemberCard(profile),
    });
    const result = await this.profiles.updateOne(
      { _id: registration.userId },
      { $setOnInsert: { ...profile, ...withNewEvents([event]) } },
      { upsert: true, timestamps: false },
    );
    if (result.upsertedCount === 1) this.relay.nudge();
  }
}
