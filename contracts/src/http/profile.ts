import * as yup from 'yup';
import { optionalPhoneField, optionalZipField, requiredPhoneField, requiredZipField } from './fields';
import { withWebScheme } from './listing-fields';
import { phiConfirmationSchema } from './phi-guard';
import { insuranceOptions, languageOptions, practiceSpecialties, practiceTypes, servicesOffered, type Option } from './practice';
import type { Address, User } from './users';

const optionalText = (max: number) => yup.string().trim().max(max, `At most ${max} characters`).nullable().optional();

/** PATCH /api/profile/update body and the Basic Information tab. NPI is not part of it: read only. */
export const basicInfoSchema = yup.object({
  name: yup.string().trim().required('Full name is required').max(120, 'At most 120 characters'),
  email: yup.string().trim().required('Invalid email address').email('Invalid email address').max(254, 'Invalid email address'),
  phoneNumber: requiredPhoneField('Phone number is required'),
  officePhone: optionalPhoneField,
  fax: optionalPhoneField,
});
export type BasicInfo = yup.InferType<typeof basicInfoSchema>;

const listOf = (values: readonly string[], message: string) =>
  yup.array(yup.string().oneOf(values, message).required(message)).default([]);

/** How many entries of their own ("Other") a member may add to one list beside the listed values. */
export const MAX_OWN_ENTRIES = 10;
export const OWN_ENTRY_MIN = 2;
export const OWN_ENTRY_MAX = 60;

/**
 * A list of listed values plus a member's own entries ("Haitian Creole", "Blue Cross NC"). Entries are trimmed
 * with inner runs of spaces collapsed; one that names a listed value by its value or label in any case is stored
 * as the listed value, so "english" and "ENGLISH" never sit beside 'english'; repeats and blanks are dropped. An own entry
 * is 2 to 60 of the allowed characters, starting with a letter (or digit where allowed), which keeps markup out.
 */
const listWithOwn = (
  options: readonly Option<string>[],
  rule: { allowed: RegExp; unknown: string; invalid: string; tooMany: string },
) => {
  const listed = new Map<string, string>();
  for (const option of options) {
    listed.set(option.value.toLowerCase(), option.value);
    listed.set(option.label.toLowerCase(), option.value);
  }
  const isListed = (value: string) => options.some((option) => option.value === value);
  return yup
    .array(
      yup
        .string()
        .required(rule.unknown)
        .test('own-entry', rule.invalid, (value) =>
          value === undefined || isListed(value) || (value.length >= OWN_ENTRY_MIN && value.length <= OWN_ENTRY_MAX && rule.allowed.test(value)),
        ),
    )
    .transform((value: unknown) => {
      if (!Array.isArray(value)) return value;
      const seen = new Set<string>();
      const entries: unknown[] = [];
      for (const raw of value) {
        if (typeof raw !== 'string') {
          entries.push(raw);
          continue;
        }
        const entry = raw.trim().replace(/\s+/g, ' ');
        if (!entry) continue;
        const stored = listed.get(entry.toLowerCase()) ?? entry;
        if (seen.has(stored.toLowerCase())) continue;
        seen.add(stored.toLowerCase());
        entries.push(stored);
      }
      return entries;
    })
    .test('own-count', rule.tooMany, (value) => (value ?? []).filter((entry) => typeof entry === 'string' && !isListed(entry)).length <= MAX_OWN_ENTRIES)
    .default([]);
};

const languagesList = () =>
  listWithOwn(languageOptions, {
    allowed: /^\p{L}[\p{L}\p{M} '’-]*$/u,
    unknown: 'Unknown language',
    invalid: `A language of your own is ${OWN_ENTRY_MIN} to ${OWN_ENTRY_MAX} letters, spaces, apostrophes or hyphens`,
    tooMany: `At most ${MAX_OWN_ENTRIES} languages of your own`,
  });

const insurancesList = () =>
  listWithOwn(insuranceOptions, {
    allowed: /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’&.()-]*$/u,
    unknown: 'Unknown insurance',
    invalid: `An insurance of your own is ${OWN_ENTRY_MIN} to ${OWN_ENTRY_MAX} letters, digits, spaces or ' - & . ( )`,
    tooMany: `At most ${MAX_OWN_ENTRIES} insurances of your own`,
  });

/** PATCH /api/profile/practice body and the Practice Information tab. */
export const practiceInfoSchema = yup.object({
  practiceName: yup.string().trim().required('Practice name is required').max(200, 'At most 200 characters'),
  practiceType: yup.string().required('Practice type is required').oneOf(practiceTypes, 'Practice type is required'),
  dentalSpecialties: listOf(practiceSpecialties, 'Unknown specialty')
    .required('At least one specialty is required')
    .min(1, 'At least one specialty is required'),
  practiceWebsite: yup.string().trim().transform(withWebScheme).url('Invalid URL format').max(500, 'Invalid URL format').nullable().optional(),
  practiceEmail: yup.string().trim().email('Invalid email format').max(254, 'Invalid email format').nullable().optional(),
  practicePhone: optionalPhoneField,
  acceptingNewPatients: yup.boolean().nullable().optional(),
  insurancesAccepted: insurancesList(),
  languagesSpoken: languagesList(),
  servicesOffered: listOf(servicesOffered, 'Unknown service'),
  /** Confirms the PHI guard's findings in the practice name (phi-guard.ts). */
  phiConfirmation: phiConfirmationSchema,
});
export type PracticeInfo = yup.InferType<typeof practiceInfoSchema>;

export const DEFAULT_COUNTRY = 'United States';
export const MAX_PRACTICE_LOCATIONS = 10;

/** One address. */
export const addressSchema = yup.object({
  type: yup.string().oneOf(['practice', 'mailing'] as const, 'Address type must be practice or mailing').required('Address type must be practice or mailing'),
  street: yup.string().trim().required('Street address is required').max(200, 'At most 200 characters'),
  city: yup.string().trim().required('City is required').max(100, 'At most 100 characters'),
  state: yup.string().trim().required('State is required').min(2, 'State is required').max(50, 'At most 50 characters'),
  zipcode: requiredZipField,
  country: yup.string().trim().default(DEFAULT_COUNTRY).max(60, 'At most 60 characters'),
  isPrimary: yup.boolean().default(false),
});
export type AddressInput = yup.InferType<typeof addressSchema>;

/** The completeness check behind each address's validity button. */
export function isAddressComplete(address: Partial<Pick<Address, 'street' | 'city' | 'state' | 'zipcode'>> | null | undefined): boolean {
  return Boolean(address?.street?.trim() && address.city?.trim() && address.state?.trim() && address.zipcode?.trim());
}

/**
 * 'Validate Address': incomplete, else the first message of the rules Save applies (a 3-digit
 * ZIP passed the check and was then refused by Save), else valid.
 */
export function checkAddress(
  address: Partial<Pick<Address, 'street' | 'city' | 'state' | 'zipcode'>> | null | undefined,
): { result: 'valid' } | { result: 'incomplete' } | { result: 'invalid'; message: string } {
  if (!isAddressComplete(address)) return { result: 'incomplete' };
  try {
    addressSchema.validateSync({ type: 'practice', ...address });
    return { result: 'valid' };
  } catch (error) {
    return { result: 'invalid', message: error instanceof yup.ValidationError ? error.errors[0] : AddressCheckMessages.failed };
  }
}

/** The texts of the address validity check. */
export const AddressCheckMessages = {
  incomplete: 'Please complete all address fields',
  valid: 'Address appears to be valid',
  blocked: 'Please fix address validation errors before saving.',
  failed: 'Unable to validate address',
} as const;

/** Whether every field of an address a member types is empty (the country is fixed). */
export function isAddressBlank(address: Partial<Record<'street' | 'city' | 'state' | 'zipcode', unknown>> | null | undefined): boolean {
  const typed = (value: unknown) => value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');
  return !address || !(typed(address.street) || typed(address.city) || typed(address.state) || typed(address.zipcode));
}

/**
 * A mailing address typed without a street (checked only when its street is filled): kept as typed
 * rather than dropped, within the lengths of a full address and with the ZIP rule when a ZIP is there.
 */
const partialMailingSchema = yup.object({
  type: yup.string().oneOf(['mailing'] as const).default('mailing'),
  street: yup.string().trim().max(200, 'At most 200 characters').default(''),
  city: yup.string().trim().max(100, 'At most 100 characters').default(''),
  state: yup.string().trim().max(50, 'At most 50 characters').default(''),
  zipcode: optionalZipField.default(''),
  country: yup.string().trim().default(DEFAULT_COUNTRY).max(60, 'At most 60 characters'),
  isPrimary: yup.boolean().default(false),
});

/**
 * The mailing address is checked only when its street is filled; one with none of its fields filled is saved
 * as none, and one with a city, state or ZIP but no street is kept as typed (never dropped silently).
 */
const mailingAddressSchema = yup.lazy((value: { street?: unknown } | null | undefined) => {
  if (value && typeof value.street === 'string' && value.street.trim())
    return addressSchema.shape({ type: yup.string().oneOf(['mailing'] as const).default('mailing') });
  if (value && typeof value === 'object' && !isAddressBlank(value)) return partialMailingSchema;
  return yup.mixed().transform(() => null).nullable().optional();
});

/** PATCH /api/profile/addresses body, the Addresses & Locations tab. */
export const addressesSchema = yup.object({
  mailingAddress: mailingAddressSchema,
  practiceLocations: yup
    .array(addressSchema.shape({ type: yup.string().oneOf(['practice'] as const).default('practice') }).required())
    .required('At least one practice location is required')
    .min(1, 'At least one practice location is required')
    .max(MAX_PRACTICE_LOCATIONS, 'Maximum 10 practice locations allowed')
    .test(
      'one-primary',
      'Exactly one practice location must be primary',
      (locations) => !locations || locations.filter((location) => location.isPrimary).length === 1,
    ),
});
export interface AddressesInput {
  mailingAddress: AddressInput | null;
  practiceLocations: AddressInput[];
}

/** 'Set as Primary': the chosen location becomes primary and all others not. */
export function setPrimaryLocation<T extends { isPrimary: boolean }>(locations: T[], index: number): T[] {
  return locations.map((location, position) => ({ ...location, isPrimary: position === index }));
}

/** The profile form schema of the test page /profile-test. */
export const profileFormSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup.string().trim().required('Invalid email address').email('Invalid email address'),
  phoneNumber: yup.string().trim().required('Phone number is required'),
  dentalSpecialties: yup.array(yup.string().required()).required('At least one specialty is required').min(1, 'At least one specialty is required'),
  practiceType: yup.string().required('Practice type is required'),
});
export type ProfileForm = yup.InferType<typeof profileFormSchema>;

/**
 * PATCH /api/users/{id} body: the changed fields of the profile, each checked by the rule of its tab.
 * The NPI (read only for everyone), verification flags and derived fields are not accepted: unknown keys
 * are dropped.
 */
export const userPatchSchema = yup.object({
  name: yup.string().trim().min(1, 'Full name is required').max(120, 'At most 120 characters').optional(),
  email: yup.string().trim().min(1, 'Invalid email address').email('Invalid email address').max(254, 'Invalid email address').optional(),
  phoneNumber: requiredPhoneField('Phone number is required').optional().min(1, 'Phone number is required'),
  officePhone: optionalPhoneField,
  fax: optionalPhoneField,
  specialty: optionalText(120),
  hospital: optionalText(200),
  affiliation: optionalText(200),
  bio: optionalText(2000),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zipcode: optionalZipField,
  practiceName: yup.string().trim().min(1, 'Practice name is required').max(200, 'At most 200 characters').optional(),
  practiceType: yup.string().oneOf(practiceTypes, 'Practice type is required').optional(),
  dentalSpecialties: listOf(practiceSpecialties, 'Unknown specialty').min(1, 'At least one specialty is required').default(undefined).optional(),
  practiceWebsite: practiceInfoSchema.fields.practiceWebsite,
  practiceEmail: practiceInfoSchema.fields.practiceEmail,
  practicePhone: optionalPhoneField,
  acceptingNewPatients: yup.boolean().nullable().optional(),
  insurancesAccepted: insurancesList().default(undefined).optional(),
  languagesSpoken: languagesList().default(undefined).optional(),
  servicesOffered: listOf(servicesOffered, 'Unknown service').default(undefined).optional(),
  licenseNumber: optionalText(50),
  licenseState: optionalText(50),
  dentalSchool: optionalText(200),
  graduationYear: yup.number().integer('Invalid graduation year').min(1900, 'Invalid graduation year').max(2100, 'Invalid graduation year').nullable().optional(),
  yearsOfExperience: yup.number().integer('Invalid years of experience').min(0, 'Invalid years of experience').max(80, 'Invalid years of experience').nullable().optional(),
  /** Confirms the PHI guard's findings in the texts other members read (`profilePhiFields`; phi-guard.ts). */
  phiConfirmation: phiConfirmationSchema,
});
export type UserPatch = yup.InferType<typeof userPatchSchema> & Partial<AddressesInput>;

/**
 * The free texts of a profile that other members read, which the profile service's PHI guard reads before it
 * stores them (422 `PhiRefusalBody` unless confirmed): a bio that tells a patient's story, a hospital line
 * naming a patient. The member's own name, contact details, addresses and licence are theirs, not a patient's.
 */
export const profilePhiFields = ['bio', 'specialty', 'hospital', 'affiliation', 'dentalSchool', 'practiceName'] as const;

/** The completion bar starts here before the profile is loaded. */
export const INITIAL_COMPLETION_SCORE = 45;

type CompletionFields = Pick<
  User,
  'name' | 'email' | 'phoneNumber' | 'npi' | 'practiceName' | 'practiceType' | 'dentalSpecialties' | 'acceptingNewPatients'
>;

/**
 * Profile completion: 8 items at 12.5 points each (name, email, phone, NPI,
 * practice name, practice type, at least one specialty, accepting-new-patients set), rounded,
 * clamped 0-100. The one place both the server and the SPA compute it.
 */
export function completionScore(user: Partial<CompletionFields> | null | undefined): number {
  if (!user) return 0;
  const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;
  const items = [
    filled(user.name),
    filled(user.email),
    filled(user.phoneNumber),
    filled(user.npi),
    filled(user.practiceName),
    filled(user.practiceType),
    (user.dentalSpecialties?.length ?? 0) > 0,
    user.acceptingNewPatients === true || user.acceptingNewPatients === false,
  ];
  const score = Math.round(items.filter(Boolean).length * 12.5);
  return Math.min(100, Math.max(0, score));
}

export type CompletionLabel = 'Just Started' | 'Getting Started' | 'Good Progress' | 'Nearly Complete' | 'Complete';

/** The completion label by score, clamped 0-100. */
export function completionLabel(score: number): CompletionLabel {
  const clamped = Math.min(100, Math.max(0, score));
  if (clamped < 40) return 'Just Started';
  if (clamped < 60) return 'Getting Started';
  if (clamped < 80) return 'Good Progress';
  if (clamped < 90) return 'Nearly Complete';
  return 'Complete';
}

/** The completion bar colour by score. */
export function completionColor(score: number): 'red' | 'orange' | 'yellow' | 'green' {
  if (score < 40) return 'red';
  if (score < 60) return 'orange';
  if (score < 80) return 'yellow';
  return 'green';
}

/**
 * The Verification tab's NPI status ('Verified', 'Pending verification', 'Not provided').
 * Not 'Verified when isVerified is true' (docs/product/profiles.md): `isVerified` is the email's
 * verification, and an NPI is 'Verified' only once it is bound to the member (`npiVerified`: proved with a code
 * sent to the phone the NPI registry lists for it); an NPI claimed at activation and not bound is 'Pending verification'.
 */
export function npiStatus(user: Pick<User, 'npi' | 'npiVerified'>): 'Verified' | 'Pending verification' | 'Not provided' {
  if (!user.npi) return 'Not provided';
  return user.npiVerified ? 'Verified' : 'Pending verification';
}

/** Statistics card of a profile. */
export interface Statistics {
  /** Distinct other members who opened the profile, counted once per viewer per day. */
  profileViews: number;
  /** Views of the member's published contents by other members. */
  articleViews: number;
  /** Appearances of the member in other members' doctor search results. */
  searchAppearances: number;
}

/**
 * The Privacy tab of /settings, stored and enforced by the server on every surface that shows
 * members (the member cards of profile.updated carry them). The owner always sees all of their own data.
 */
export interface PrivacySettings {
  /**
   * Off: other members see only the public card (id, name, username, specialty, hospital, affiliation, picture),
   * not the statistics, and not the member's connections: GET /api/users/{id}/connections answers 403
   * `PrivacyMessages.privateProfile`, and other members' connection lists leave the member out.
   */
  publicProfile: boolean;
  /**
   * Off: the member is never found by doctor search, suggested as someone one may know, recommended by the
   * AI assistant or returned by its tools (find, recommend, explain a member).
   */
  searchVisibility: boolean;
  /** Off: other members see no city, state, zipcode, address or locations. */
  locationSharing: boolean;
}

export const PrivacyMessages = {
  /** 403 to anyone but the owner for what a non-public profile keeps to itself (statistics, connections). */
  privateProfile: 'This profile is private',
} as const;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  publicProfile: true,
  searchVisibility: true,
  locationSharing: true,
};

/** PUT /api/settings/privacy body: any of the three toggles; the others keep their value. */
export const privacySettingsSchema = yup.object({
  publicProfile: yup.boolean().optional(),
  searchVisibility: yup.boolean().optional(),
  locationSharing: yup.boolean().optional(),
});
export type PrivacySettingsUpdate = yup.InferType<typeof privacySettingsSchema>;

/** Profile picture upload (POST /api/profile/picture, multipart field `file`). */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** HEIC/HEIF photos (as iPhones take them) are accepted and stored as JPEG. */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'] as const;
export const PROFILE_PICTURE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.heic', '.heif'] as const;
export const ProfilePictureMessages = {
  missing: 'Please choose an image file to upload',
  unsupported: 'Only JPEG, PNG, GIF, WebP or HEIC images can be used as a profile picture',
  tooLarge: 'The profile picture must be at most 5 MB',
  /** 415: more pixels than a picture is checked with, or too long to decode. */
  tooComplex: 'This picture is too large to check. Resize it (for example to 4000 × 3000 pixels) and upload it again.',
  busy: 'Many pictures are being checked right now. Please try again in a minute.',
} as const;

/** Answer of the profile picture upload: the new picture URL (with its cache-busting timestamp) and the User. */
export interface ProfilePictureBody {
  profilePicture: string;
  user: User;
}

/**
 * The profile picture URL with a cache-busting timestamp. Stored URLs already
 * carry the upload time as `v`; this adds the display time as `t` for the SPA.
 */
export function pictureUrlWithTimestamp(url: string | null | undefined, now: number = Date.now()): string | null {
  if (!url) return null;
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
