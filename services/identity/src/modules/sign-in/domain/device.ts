import { createHash } from 'node:crypto';

/**
 * A browser is known by the SHA-256 of its random device cookie, per member: a copy of the database does
 * not give the cookies away, and the same browser used by two members is two records.
 */
export function knownDeviceId(userId: number, deviceId: string): string {
  return `${userId}:${createHash('sha256').update(deviceId).digest('base64url')}`;
}

/** The key a sign-in code is stored under; distinct from the wizard's `sms:<digits>` codes (no bypass code here). */
export function signInChallengeKey(userId: number): string {
  return `sign-in:${userId}`;
}
