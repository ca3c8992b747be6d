import { phoneKey } from '@docnet/contracts';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** ASVS 2.7: one-time codes of 6 digits, valid 10 minutes, at most 5 tries, single use. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Registration needs an email verified this recently. */
export const VERIFIED_CONTACT_TTL_MS = 30 * 60 * 1000;

export type VerificationChannel = 'email' | 'sms';

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The key a destination is known by: emails ignore case; a phone number is the number dialled (E.164, as the
 * BFF's limits key it), so an extension, which no text message reaches, never makes the same phone another destination.
 */
export function destinationKey(channel: VerificationChannel, destination: string): string {
  return channel === 'email' ? destination.trim().toLowerCase() : phoneKey(destination);
}

export function verificationId(channel: VerificationChannel, destination: string): string {
  return `${channel}:${destinationKey(channel, destination)}`;
}

/**
 * Codes are stored as a keyed hash (HMAC-SHA256 with the service's secret): a copy of the database
 * alone does not give the million possible codes away.
 */
export function hashCode(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('base64url');
}

export function codeMatches(secret: string, id: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(secret, id, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A phone as a member may see it where a code went: enough to recognise the number, not to learn it
 * ('5125550142' → '(512) •••-••42'); for the registry's practice phone of an NPI binding, and the two-factor phone.
 */
export function maskedPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return `•••${national.slice(-2)}`;
  return `(${national.slice(0, 3)}) •••-••${national.slice(-2)}`;
}
