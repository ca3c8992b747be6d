import {
  DEFAULT_COUNTRY,
  formatPhoneNumber,
  setPrimaryLocation,
  type Address,
  type AddressesInput,
  type AddressInput,
  type BasicInfo,
  type User,
  userPatchSchema,
} from '@docnet/contracts';

/**
 * What the profile edit tabs show for a loaded member and what they send for the values the shared schema
 * accepted: pure, so the property tests run the forms' own transformations.
 */

/** Basic Information's starting values: stored numbers in their shown form (never re-sliced into another number). */
export function basicInfoDefaults(user: User): BasicInfo {
  return {
    name: user.name ?? '',
    email: user.email ?? '',
    phoneNumber: formatPhoneNumber(user.phoneNumber),
    officePhone: formatPhoneNumber(user.officePhone),
    fax: formatPhoneNumber(user.fax),
  };
}

/** PATCH /api/profile/update body: numbers formatted, an empty optional number is none. */
export function basicInfoPayload(values: BasicInfo): Partial<User> {
  return {
    name: values.name,
    email: values.email,
    phoneNumber: formatPhoneNumber(values.phoneNumber),
    officePhone: values.officePhone ? formatPhoneNumber(values.officePhone) : null,
    fax: values.fax ? formatPhoneNumber(values.fax) : null,
  };
}

/**
 * The Basic Information save: the profile keeps the current (verified) email, and a different address typed
 * in the field becomes an email change for identity to verify.
 */
export function splitEmailChange(payload: Partial<User>, currentEmail: string): { payload: Partial<User>; newEmail: string | null } {
  const typed = payload.email?.trim() ?? '';
  const changed = typed !== '' && typed.toLowerCase() !== currentEmail.trim().toLowerCase();
  return { payload: { ...payload, email: currentEmail }, newEmail: changed ? typed : null };
}

/** The Practice Information form's values: practiceType starts empty, which the shared schema refuses. */
export interface PracticeValues {
  practiceName: string;
  practiceType: string;
  dentalSpecialties: string[];
  practiceWebsite: string;
  practiceEmail: string;
  practicePhone: string;
  acceptingNewPatients: boolean | null;
  insurancesAccepted: string[];
  languagesSpoken: string[];
  servicesOffered: string[];
}

export function practiceDefaults(user: User): PracticeValues {
  return {
    practiceName: user.practiceName ?? '',
    practiceType: user.practiceType ?? '',
    dentalSpecialties: user.dentalSpecialties ?? [],
    practiceWebsite: user.practiceWebsite ?? '',
    practiceEmail: user.practiceEmail ?? '',
    practicePhone: formatPhoneNumber(user.practicePhone),
    acceptingNewPatients: user.acceptingNewPatients ?? null,
    insurancesAccepted: user.insurancesAccepted ?? [],
    languagesSpoken: user.languagesSpoken ?? [],
    servicesOffered: user.servicesOffered ?? [],
  };
}

/** PATCH /api/profile/practice body: empty optional fields are none. */
export function practicePayload(values: PracticeValues): Partial<User> {
  return {
    ...values,
    practiceWebsite: values.practiceWebsite || null,
    practiceEmail: values.practiceEmail || null,
    practicePhone: values.practicePhone ? formatPhoneNumber(values.practicePhone) : null,
    acceptingNewPatients: values.acceptingNewPatients ?? null,
  };
}

export const professionalTextFields = [
  'specialty',
  'hospital',
  'affiliation',
  'bio',
  'city',
  'state',
  'zipcode',
  'licenseNumber',
  'licenseState',
  'dentalSchool',
] as const;

export type ProfessionalTextField = (typeof professionalTextFields)[number];

/** Professional Details checks its fields with the rules of PATCH /api/users/{id}. */
export const professionalSchema = userPatchSchema.pick([
  ...professionalTextFields,
  'graduationYear',
  'yearsOfExperience',
]);

export type ProfessionalValues = Record<ProfessionalTextField, string> & {
  graduationYear: number | null;
  yearsOfExperience: number | null;
};

export function professionalDefaults(user: User): ProfessionalValues {
  const text = Object.fromEntries(professionalTextFields.map((key) => [key, user[key] ?? ''])) as Record<
    ProfessionalTextField,
    string
  >;
  return {
    ...text,
    graduationYear: user.graduationYear ?? null,
    yearsOfExperience: user.yearsOfExperience ?? null,
  };
}

/** PATCH /api/users/{id} takes the changed fields only (compared with the loaded profile); empty text is none. */
export function professionalChanges(values: ProfessionalValues, user: User): Partial<User> {
  const changed: Partial<User> = {};
  for (const key of professionalTextFields) {
    const next = values[key]?.trim() ? values[key].trim() : null;
    if (next !== (user[key]?.trim() || null)) changed[key] = next;
  }
  if ((values.graduationYear ?? null) !== (user.graduationYear ?? null))
    changed.graduationYear = values.graduationYear ?? null;
  if ((values.yearsOfExperience ?? null) !== (user.yearsOfExperience ?? null))
    changed.yearsOfExperience = values.yearsOfExperience ?? null;
  return changed;
}

export function emptyAddress(type: 'practice' | 'mailing', isPrimary = false): AddressInput {
  return { type, street: '', city: '', state: '', zipcode: '', country: DEFAULT_COUNTRY, isPrimary };
}

function fromUser(
  address: Address | null | undefined,
  type: 'practice' | 'mailing',
  isPrimary = false,
): AddressInput {
  if (!address) return emptyAddress(type, isPrimary);
  return {
    type,
    street: address.street ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zipcode: address.zipcode ?? '',
    country: address.country || DEFAULT_COUNTRY,
    isPrimary: type === 'practice' ? !!address.isPrimary : false,
  };
}

/** The mailing address and at least one location, exactly one primary. */
export function addressesDefaults(user: User): AddressesInput {
  const locations = (user.practiceLocations ?? []).map((location) =>
    fromUser(location, 'practice', location.isPrimary),
  );
  const primary = Math.max(
    0,
    locations.findIndex((location) => location.isPrimary),
  );
  return {
    mailingAddress: fromUser(user.mailingAddress, 'mailing'),
    practiceLocations: locations.length
      ? setPrimaryLocation(locations, primary)
      : [emptyAddress('practice', true)],
  };
}

/** PATCH /api/profile/addresses body. */
export function addressesPayload(values: AddressesInput): AddressesInput {
  return { mailingAddress: values.mailingAddress ?? null, practiceLocations: values.practiceLocations };
}
