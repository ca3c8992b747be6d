import { ProfileUpdatedV1, specialtyFromTaxonomy, type DataOf, type UserRegisteredV1 } from '@docnet/contracts';
import { insertOnce, newEvent, OutboxRelay, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CARD_FORMAT, toMemberCard } from '../../persistence/profile.mapper';
import { ProfileModel } from '../../persistence/profile.schema';
import { IndexProfileHandler } from '../index-profile/index-profile.handler';

/**
 * Creates the member's profile, then its doctor search entry, when an account is activated. The insert is
 * keyed by the user id, so a redelivered identity.user.registered changes nothing and records no
 * second profile.updated.
 */
@Injectable()
export class CreateProfileHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly relay: OutboxRelay,
    private readonly indexProfile: IndexProfileHandler,
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
      ...npiPrefill(registration),
      hospital: null,
      affiliation: null,
      profilePicture: null,
      revision: 1,
      cardFormat: CARD_FORMAT,
      createdAt,
      updatedAt: createdAt,
    };
    const event = newEvent(ProfileUpdatedV1, 'profile', registration.userId, {
      revision: 1,
      card: toMemberCard(profile),
    });
    // Not inserted: the profile exists, this registration was applied before (a redelivery), nothing to do.
    if (!(await insertOnce(() => this.profiles.create({ ...profile, ...withNewEvents([event]) })))) return;
    this.relay.nudge(this.profiles, profile._id);
    await this.indexProfile.afterWrite(profile._id);
  }
}

/** What the NPI record the member chose in the wizard fills in: specialty (and the practice's), street, city and state. */
function npiPrefill(registration: DataOf<typeof UserRegisteredV1>) {
  const { specialty, practiceSpecialty } = specialtyFromTaxonomy(registration.npiTaxonomy ?? '');
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    specialty,
    ...(practiceSpecialty ? { dentalSpecialties: [practiceSpecialty] } : {}),
    address: text(registration.npiAddress),
    city: text(registration.npiCity),
    state: text(registration.npiState),
  };
}
