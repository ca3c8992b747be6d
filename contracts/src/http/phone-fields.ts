import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';
import * as yup from 'yup';

/**
 * Phone and fax numbers (the forms show '(555) 123-4567'):
 * - read with libphonenumber: a US (NANP, +1) number with or without '+1' or a leading 1, or an
 *   international number written with '+' and its country code; either may carry an extension
 *   ('ext. 12', 'x12', '#12');
 * - shown and saved as '(615) 555-0142' for +1 numbers and in international format
 *   ('+44 20 7946 0958') for the others, the extension as ' ext. 12' ({@link formatPhoneNumber});
 * - anything else (too few or too many digits, letters, an international number without '+') is refused
 *   with 'Please enter a valid phone number', never reshaped into another number.
 * The server checks the rule and keeps the text; the forms send the formatted text.
 */
export const PhoneMessages = { invalid: 'Please enter a valid phone number' } as const;

/** A phone has at least 10 characters; 40 leaves room for an international number with an extension. */
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 40;

/** The number in `text`, when the whole text is one possible number (see above). */
export function parsePhone(text: string | null | undefined): PhoneNumber | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed.length < PHONE_MIN_LENGTH || trimmed.length > PHONE_MAX_LENGTH) return undefined;
  const phone = parsePhoneNumberFromString(trimmed, { defaultCountry: 'US', extract: false });
  return phone?.isPossible() ? phone : undefined;
}

export function isPhoneNumber(text: string | null | undefined): boolean {
  return parsePhone(text) !== undefined;
}

/**
 * One key per phone for counting (rate limits): its E.164 number, so '(415) 555-0100', '+1 415 555 0100' and
 * '415-555-0100 ext. 7' are one phone; text that is not a number gives its digits.
 */
export function phoneKey(text: string): string {
  return parsePhone(text)?.number ?? text.replace(/\D/g, '');
}

/** The saved and shown form of a number; text that is not a number comes back trimmed, unchanged. */
export function formatPhoneNumber(text: string | null | undefined): string {
  const phone = parsePhone(text);
  if (!phone) return (text ?? '').trim();
  const national = phone.nationalNumber;
  const main =
    phone.countryCallingCode === '1' && national.length === 10
      ? `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
      : // Formatted from the E.164 number: the parsed one would write its extension as ' x12'.
        (parsePhoneNumberFromString(phone.number)?.formatInternational() ?? phone.number);
  return phone.ext ? `${main} ext. ${phone.ext}` : main;
}

/**
 * The US format while typing, for what can only become a US number: up to 10 digits with spaces,
 * brackets, dots or dashes and no leading 1. Anything else ('+44 …', '1 615 …', an extension) stays as
 * typed and is formatted when the field is left.
 */
export function formatPhoneAsTyped(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (!/^[\d\s().-]*$/.test(text) || digits.length > 10 || digits.startsWith('1')) return text;
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A required phone: empty gives `requiredMessage`, anything that is not a number {@link PhoneMessages.invalid}. */
export function requiredPhoneField(requiredMessage: string = PhoneMessages.invalid) {
  return yup
    .string()
    .trim()
    .required(requiredMessage)
    .test('phone', PhoneMessages.invalid, (value) => !value || isPhoneNumber(value));
}

/** An optional phone (office, fax, practice): empty or null is none. */
export const optionalPhoneField = yup
  .string()
  .trim()
  .nullable()
  .optional()
  .test('phone', PhoneMessages.invalid, (value) => !value || isPhoneNumber(value));
