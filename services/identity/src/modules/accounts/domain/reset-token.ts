import { createHash, randomBytes } from 'node:crypto';

/** ASVS 2.5 / 3.2: reset tokens are 256-bit random, stored hashed, single-use and valid 60 minutes. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A fast hash is enough: the token has 256 bits of entropy, nothing to brute-force. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
