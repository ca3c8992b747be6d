import {
  addressesSchema,
  EmailChangeMessages,
  type AddressesInput,
  type AddressInput,
  type BasicInfo,
  type PracticeInfo,
  type UserPatch,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { BadRequestException } from '@nestjs/common';
import type { ProfileChanges, StoredProfile } from './stored-profile';

/** Optional texts left empty in a form are stored as null, like fields never filled. */
function emptyToNull<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value === '' ? null : value])) as T;
}

export function basicInfoChanges(input: BasicInfo): ProfileChanges {
  return emptyToNull(input);
}

export function practiceChanges(input: PracticeInfo): ProfileChanges {
  return emptyToNull(input);
}

/**
 * The mailing address and practice locations, plus `addresses` (mailing first, then the locations). The
 * legacy address, city, state and zipcode of the profile card belong to Professional Details: saving the
 * addresses tab leaves them as they are (it overwrote the city and ZIP a member had set there).
 */
export function addressesChanges(input: AddressesInput): ProfileChanges {
  const stored = (address: AddressInput) => ({ ...address, country: address.country || 'United States' });
  const mailingAddress = input.mailingAddress ? stored(input.mailingAddress) : null;
  const practiceLocations = input.practiceLocations.map(stored);
  return {
    mailingAddress,
    practiceLocations,
    addresses: mailingAddress ? [mailingAddress, ...practiceLocations] : practiceLocations,
  };
}

/**
 * PATCH /api/users/{id}: the changed fields. When the addresses change, they are checked together with
 * the stored half the patch leaves out, with the same rules as the addresses tab.
 */
export function patchChanges(input: UserPatch, raw: { mailingAddress?: unknown; practiceLocations?: unknown }, current: StoredProfile): ProfileChanges {
  const changes = emptyToNull(input) as ProfileChanges;
  if (raw.mailingAddress === undefined && raw.practiceLocations === undefined) return changes;
  const addresses = validateInput(addressesSchema, {
    mailingAddress: raw.mailingAddress === undefined ? current.mailingAddress : raw.mailingAddress,
    practiceLocations: raw.practiceLocations === undefined ? current.practiceLocations : raw.practiceLocations,
  }) as AddressesInput;
  return { ...changes, ...addressesChanges(addresses) };
}

/**
 * The email is identity's: a new address replaces it only once verified (POST /api/auth/email-change, then
 * identity.user.email-verified). A member's write may repeat the current address (no change); another is refused.
 */
export function withoutEmailChange(changes: ProfileChanges, current: Pick<StoredProfile, 'email'>): ProfileChanges {
  if (changes.email === undefined) return changes;
  const { email, ...others } = changes;
  if (email?.trim().toLowerCase() !== current.email.trim().toLowerCase()) throw new BadRequestException(EmailChangeMessages.notThroughProfile);
  return others;
}
