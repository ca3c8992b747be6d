import type { User } from '@docnet/contracts';
import type { DataOf, ProfileUpdatedV1 } from '@docnet/contracts';
import type { ProfileDocument } from './profile.schema';

type MemberCard = DataOf<typeof ProfileUpdatedV1>['card'];

/** The User record of the spec, from a stored profile. */
export function toUser(document: ProfileDocument): User {
  const {
    _id,
    revision: _revision,
    pendingEvents: _pending,
    outboxPending: _outboxPending,
    outboxRevision: _outboxRevision,
    updatedAt: _updatedAt,
    createdAt,
    ...fields
  } = document;
  return { ...fields, id: _id, createdAt: new Date(createdAt).toISOString() };
}

/** The public card other services keep (profile.updated). */
export function toMemberCard(profile: Pick<ProfileDocument, '_id' | 'name' | 'username' | 'specialty' | 'hospital' | 'affiliation' | 'city' | 'state' | 'profilePicture'>): MemberCard {
  return {
    id: profile._id,
    name: profile.name,
    username: profile.username,
    specialty: profile.specialty,
    hospital: profile.hospital,
    affiliation: profile.affiliation,
    city: profile.city,
    state: profile.state,
    profilePicture: profile.profilePicture,
  };
}
