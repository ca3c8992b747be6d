import type { MemberRecord, PrivacySettings, User } from '@docnet/contracts';
import type { OutboxFields } from '@docnet/platform';
import { privacyOf, type StoredProfile } from './stored-profile';

/**
 * Fields of the public card: what anyone signed in sees of any member, private profiles included (the NPI badge too:
 * the member card carries it to author cards whatever the privacy).
 */
const cardFields = ['id', 'name', 'username', 'specialty', 'hospital', 'affiliation', 'profilePicture', 'createdAt', 'npiVerified'] as const;

const locationFields = { address: null, city: null, state: null, zipcode: null, mailingAddress: null, practiceLocations: [], addresses: [] };

/** An empty User: the email '', every list empty, everything else null. */
function emptyFieldsOf(user: User): Partial<User> {
  return Object.fromEntries(
    Object.entries(user).map(([key, value]) => [key, key === 'email' ? '' : Array.isArray(value) ? [] : null]),
  );
}

/**
 * A member's User record as `viewerId` may see it under the member's privacy settings (the rules are documented
 * on the User contract): the owner sees everything; others, and a read on nobody's behalf (no viewer), never see
 * the personal email and phone, see only the public card of a non-public profile, and no location unless it is shared.
 */
export function asSeenBy(user: User, privacy: PrivacySettings, viewerId: number | undefined): User {
  if (viewerId === user.id) return user;
  if (!privacy.publicProfile) {
    const card = Object.fromEntries(cardFields.map((field) => [field, user[field]]));
    return { ...user, ...emptyFieldsOf(user), ...locationFields, ...card, isPrivate: true };
  }
  const seen: User = { ...user, email: '', phoneNumber: null };
  return privacy.locationSharing ? seen : { ...seen, ...locationFields };
}

/** The User record /api answers, from a stored profile (the owner's full view); outbox fields read with it are left out. */
export function toUser(document: StoredProfile & Partial<OutboxFields>): User {
  const {
    _id,
    revision: _revision,
    pendingEvents: _pending,
    outboxPending: _outboxPending,
    outboxRevision: _outboxRevision,
    updatedAt: _updatedAt,
    privacy: _privacy,
    notificationSettings: _notificationSettings,
    notificationSettingsRevision: _notificationSettingsRevision,
    statistics: _statistics,
    searchKeys: _searchKeys,
    cardFormat: _cardFormat,
    npiBindingAt: _npiBindingAt,
    createdAt,
    ...fields
  } = document;
  // Profiles (and search entries) written before NPI binding lack the flag: nobody had bound an NPI then.
  return { ...fields, npiVerified: fields.npiVerified ?? false, id: _id, createdAt: new Date(createdAt).toISOString() };
}

/** The stored profile as `viewerId` may see it. */
export function userAsSeenBy(document: StoredProfile, viewerId: number | undefined): User {
  return asSeenBy(toUser(document), privacyOf(document), viewerId);
}

/** What the read model keeps of a member for GET profile, search results and the BFF's `/api/auth/me` (contracts' `SharedReadModels`). */
export function memberRecordOf(document: StoredProfile): MemberRecord {
  return { user: toUser(document), privacy: privacyOf(document) };
}

/** A kept record as `viewerId` may see it. */
export function recordAsSeenBy(record: MemberRecord, viewerId: number | undefined): User {
  return asSeenBy(record.user, record.privacy, viewerId);
}
