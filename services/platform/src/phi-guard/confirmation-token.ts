import { PHI_CONFIRMATION_TOKEN_LIFETIME_MS, type PhiFieldFinding } from '@docnet/contracts';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PhiTextFields } from './phi-check';

/** What one refusal's token is bound to: who wrote, exactly what, and what the guard found in it. */
export interface PhiRefusalSubject {
  memberId: number;
  fields: PhiTextFields;
  findings: readonly PhiFieldFinding[];
}

/** One digest of a write's texts by field, so moving a text to another field or a tag to another place changes it. */
function textDigest(fields: PhiTextFields): string {
  const named = Object.entries(fields)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([field, value]) => [field, value]);
  return createHash('sha256').update(JSON.stringify(named)).digest('base64url');
}

const kindsOf = (findings: readonly PhiFieldFinding[]) => [...new Set(findings.map(({ kind }) => kind))].sort().join(',');

/**
 * The tokens that bind a PHI confirmation to the refusal it answers: `<expiry, base 36>.<HMAC>` over the member, a
 * digest of the texts and the kinds found. Nothing is stored: the service that refused recomputes the HMAC from the
 * write it receives, so a token made up, copied from another member's refusal, kept past its lifetime or sent with
 * a changed text does not match. The key is the service's own, derived from its secret for this purpose alone.
 */
export class PhiConfirmationTokens {
  private readonly key: Buffer;

  constructor(secret: string, service: string) {
    this.key = createHmac('sha256', secret).update(`phi-confirmation-token:${service}`).digest();
  }

  issue(subject: PhiRefusalSubject, now = Date.now()): string {
    const expiresAt = (now + PHI_CONFIRMATION_TOKEN_LIFETIME_MS).toString(36);
    return `${expiresAt}.${this.mac(subject, expiresAt)}`;
  }

  /** Whether `token` was issued for this very subject and is still live. */
  verify(token: string, subject: PhiRefusalSubject, now = Date.now()): boolean {
    const [expiresAt, mac, ...rest] = token.split('.');
    if (rest.length > 0 || !expiresAt || !mac || !/^[0-9a-z]{1,12}$/.test(expiresAt)) return false;
    const expires = parseInt(expiresAt, 36);
    if (expires <= now || expires > now + PHI_CONFIRMATION_TOKEN_LIFETIME_MS) return false;
    const expected = Buffer.from(this.mac(subject, expiresAt));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac({ memberId, fields, findings }: PhiRefusalSubject, expiresAt: string): string {
    return createHmac('sha256', this.key)
      .update([memberId, textDigest(fields), kindsOf(findings), expiresAt].join('\n'))
      .digest('base64url');
  }
}
