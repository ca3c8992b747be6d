import * as yup from 'yup';

/**
 * Field rules the activation wizard, the profile forms and the server share (one rule set per
 * field, each refusal with a message a member can read).
 */

// Phone rules live apart with libphonenumber: a bundle that needs only the other rules (the SPA's sign-in
// form) then leaves the phone library out.
export * from './phone-fields';

/** Usernames (at least 3 characters). At most 40; no spaces or '@', since members may sign in with their email. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const UsernameMessages = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  characters: 'Username cannot contain spaces or @',
} as const;

/** Passwords of new accounts and changed passwords (at least 8 characters). */
export const PASSWORD_MAX_LENGTH = 200;
export const newPasswordField = yup
  .string()
  .required('Password must be at least 8 characters')
  .min(8, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * The confirmation of a new password: an empty one asks for it (two empty fields do not "mismatch"), a different
 * one says they differ.
 */
export function confirmPasswordField(passwordField: string) {
  return yup
    .string()
    .required('Please confirm your password')
    .test('same-password', "Passwords don't match", (value, context) => !value || value === context.parent[passwordField]);
}

/** The username a new account takes (wizard step 4 and POST /api/auth/register). */
export const newUsernameField = yup
  .string()
  .trim()
  .required(UsernameMessages.tooShort)
  .min(USERNAME_MIN_LENGTH, UsernameMessages.tooShort)
  .max(USERNAME_MAX_LENGTH, UsernameMessages.tooLong)
  .matches(/^[^\s@]*$/, UsernameMessages.characters);

/**
 * ZIP codes (at least 5 characters): a US ZIP, 12345 or ZIP+4 12345-6789. Shared by the
 * addresses, their 'Validate Address' check and Professional Details.
 */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZipMessages = {
  required: 'ZIP code is required',
  invalid: 'Please enter a valid ZIP code, e.g. 12345 or 12345-6789',
} as const;

export const requiredZipField = yup
  .string()
  .trim()
  .required(ZipMessages.required)
  .min(5, ZipMessages.required)
  .matches(ZIP_PATTERN, ZipMessages.invalid);

export const optionalZipField = yup
  .string()
  .trim()
  .nullable()
  .optional()
  .test('zip', ZipMessages.invalid, (value) => !value || ZIP_PATTERN.test(value));
