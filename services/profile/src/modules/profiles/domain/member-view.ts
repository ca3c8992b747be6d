import type { PrivacySettings, User } from '@docnet/contracts';

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
