import * as yup from 'yup';
import { responseField, responseSchema } from './response-schema';
import type { Address, User } from './users';

/** The answers' schemas of users.ts for the OpenAPI document, in a module the SPA never bundles. */

export const addressResponseSchema = responseSchema<Address>()({
  type: yup
    .string()
    .oneOf(['practice', 'mailing'] as const)
    .defined(),
  street: responseField.text,
  city: responseField.text,
  state: responseField.text,
  zipcode: responseField.text,
  country: responseField.text,
  isPrimary: responseField.flag,
});

const nullableCount = yup.number().integer().defined().nullable();

const nullableFlag = yup.boolean().defined().nullable();

export const userResponseSchema = responseSchema<User>()({
  id: responseField.id,
  name: responseField.text,
  username: responseField.text,
  email: responseField.text,
  specialty: responseField.optionalText,
  hospital: responseField.optionalText,
  affiliation: responseField.optionalText,
  bio: responseField.optionalText,
  address: responseField.optionalText,
  city: responseField.optionalText,
  state: responseField.optionalText,
  zipcode: responseField.optionalText,
  profilePicture: responseField.optionalText,
  phoneNumber: responseField.optionalText,
  npi: responseField.optionalText,
  isVerified: nullableFlag,
  smsVerified: nullableFlag,
  npiVerified: yup.boolean().defined(),
  pendingEmail: yup.string().nullable().optional(),
  officePhone: responseField.optionalText,
  fax: responseField.optionalText,
  practiceName: responseField.optionalText,
  practiceType: responseField.optionalText,
  primaryTaxonomyCode: responseField.optionalText,
  dentalSpecialties: responseField.texts,
  secondaryTaxonomies: responseField.texts,
  servicesOffered: responseField.texts,
  practiceWebsite: responseField.optionalText,
  practiceEmail: responseField.optionalText,
  practicePhone: responseField.optionalText,
  acceptingNewPatients: nullableFlag,
  insurancesAccepted: responseField.texts,
  languagesSpoken: responseField.texts,
  mailingAddress: addressResponseSchema.defined().nullable(),
  practiceLocations: yup.array(addressResponseSchema.defined()).defined(),
  licenseNumber: responseField.optionalText,
  licenseState: responseField.optionalText,
  dentalSchool: responseField.optionalText,
  graduationYear: nullableCount,
  yearsOfExperience: nullableCount,
  createdAt: responseField.timestamp,
  addresses: yup.array(addressResponseSchema.defined()).defined(),
  isPrivate: yup
    .mixed<true>()
    .oneOf([true] as const)
    .optional(),
});

/** The fields the User schema leaves blank when there is nothing to tell: null, an empty list, or false. */
function blankUserFields(): Record<string, null | never[] | false> {
  const blank: Record<string, null | never[] | false> = {};
  for (const [name, field] of Object.entries(userResponseSchema.describe().fields)) {
    if (!('nullable' in field) || field.optional) continue;
    if (field.type === 'array') blank[name] = [];
    else if (field.nullable) blank[name] = null;
    // A flag that cannot be null (npiVerified) is off until something sets it.
    else if (field.type === 'boolean') blank[name] = false;
  }
  return blank;
}

let blankFields: Record<string, null | never[] | false> | undefined;

/**
 * A User of the given fields and every other field blank, checked against the contract: a field the caller
 * cannot fill and the contract does not leave blank fails here, not in the browser.
 */
export function userWith(known: Partial<User>): User {
  blankFields ??= blankUserFields();
  return userResponseSchema.validateSync({ ...blankFields, ...known }, { strict: true });
}
