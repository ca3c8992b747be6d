/** A postal address of a member. */
export interface Address {
  type: 'practice' | 'mailing';
  street: string;
  city: string;
  state: string;
  zipcode: string;
  /** Always 'United States' for now; the field is disabled in the forms. */
  country: string;
  isPrimary: boolean;
}

/**
 * The member's User record, as /api answers it (docs/product/profiles.md).
 *
 * What another member sees (the owner always sees everything):
 * - email and phoneNumber are personal: others get '' and null;
 * - a member whose public profile is off answers only the public card (id, name, username, specialty,
 *   hospital, affiliation, profilePicture, createdAt, npiVerified), every other field empty, and `isPrivate: true`;
 * - a member whose location sharing is off answers no address, city, state, zipcode, mailing address,
 *   practice locations or addresses.
 */
export interface User {
  id: number;
  name: string;
  username: string;
  email: string;
  specialty: string | null;
  hospital: string | null;
  affiliation: string | null;
  bio: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  profilePicture: string | null;
  phoneNumber: string | null;
  /** Read only: managed by the NPI registry. */
  npi: string | null;
  /** Email verification: true verified, false unverified, null pending. */
  isVerified: boolean | null;
  /** SMS verification: true verified, false unverified, null pending. */
  smsVerified: boolean | null;
  /**
   * The NPI is bound to this member (proved with a code sent to the registry's phone for it): the verified badge.
   * An NPI claimed at activation and not bound is false.
   */
  npiVerified: boolean;
  /** GET /api/auth/me only: a new email address waiting for its code; `email` stays in use until it is verified. */
  pendingEmail?: string | null;
  officePhone: string | null;
  fax: string | null;
  practiceName: string | null;
  practiceType: string | null;
  primaryTaxonomyCode: string | null;
  dentalSpecialties: string[];
  secondaryTaxonomies: string[];
  servicesOffered: string[];
  practiceWebsite: string | null;
  practiceEmail: string | null;
  practicePhone: string | null;
  acceptingNewPatients: boolean | null;
  insurancesAccepted: string[];
  languagesSpoken: string[];
  mailingAddress: Address | null;
  practiceLocations: Address[];
  licenseNumber: string | null;
  licenseState: string | null;
  dentalSchool: string | null;
  graduationYear: number | null;
  yearsOfExperience: number | null;
  createdAt: string;
  /** Mailing address (when set) followed by the practice locations. */
  addresses: Address[];
  /** Present (true) only on an answer cut down to the public card because the profile is not public. */
  isPrivate?: true;
}

/** A place as the location lines show it. */
export interface ShownPlace {
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

const hasText = (value: string | null | undefined): boolean => Boolean(value?.trim());

/** The practice location a member marked primary, else their first one. */
export function primaryPracticeLocation(locations: readonly Address[] | null | undefined): Address | undefined {
  return locations?.find((location) => location.isPrimary) ?? locations?.[0];
}

/**
 * Where a member is, as the profile card, search results and member cards show it: their city, state and ZIP, or,
 * when all three are empty, their primary practice location's (many members fill in only where they practise).
 */
export function shownPlaceOf(user: Partial<ShownPlace> & { practiceLocations?: readonly Address[] | null }): ShownPlace {
  const own = { city: user.city ?? null, state: user.state ?? null, zipcode: user.zipcode ?? null };
  if (hasText(own.city) || hasText(own.state) || hasText(own.zipcode)) return own;
  const practice = primaryPracticeLocation(user.practiceLocations);
  return practice ? { city: practice.city || null, state: practice.state || null, zipcode: practice.zipcode || null } : own;
}
