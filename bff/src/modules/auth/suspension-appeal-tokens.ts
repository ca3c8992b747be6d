import { ModerationMessages, SUSPENSION_APPEAL_TOKEN_LIFETIME_MS, type SuspendedBody } from '@docnet/contracts';
import { ForbiddenException, HttpException, Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';

/**
 * The tokens that let a suspended member appeal while signed out: `<member>.<expiry, base 36>.<HMAC>`, issued only
 * with identity's refusal of a right password. Nothing is stored: a token made up, altered to name another member
 * or kept past its lifetime does not match. The key is derived from the session secret for this purpose alone.
 */
@Injectable()
export class SuspensionAppealTokens {
  private readonly key: Buffer;

  constructor(@Inject(BFF_CONFIG) config: BffConfig) {
    this.key = createHmac('sha256', config.SESSION_SECRET).update('suspension-appeal-token').digest();
  }

  issue(memberId: number, now = Date.now()): string {
    const expiresAt = (now + SUSPENSION_APPEAL_TOKEN_LIFETIME_MS).toString(36);
    return `${memberId}.${expiresAt}.${this.mac(memberId, expiresAt)}`;
  }

  /** The member the token was issued to; 403 `appealToken` when it is not a live token of ours. */
  memberOf(token: string, now = Date.now()): number {
    const [member, expiresAt, mac, ...rest] = token.split('.');
    const valid =
      rest.length === 0 && !!mac && /^[1-9][0-9]{0,15}$/.test(member ?? '') && /^[0-9a-z]{1,12}$/.test(expiresAt ?? '');
    if (valid) {
      const memberId = Number(member);
      const expires = parseInt(expiresAt, 36);
      const expected = Buffer.from(this.mac(memberId, expiresAt));
      const given = Buffer.from(mac);
      const live = expires > now && expires <= now + SUSPENSION_APPEAL_TOKEN_LIFETIME_MS;
      if (live && given.length === expected.length && timingSafeEqual(given, expected)) return memberId;
    }
    throw new ForbiddenException(ModerationMessages.appealToken);
  }

  /**
   * Identity's refusal of a suspended member's right password names the member for the BFF alone: the member gets
   * the appeal token in its place. Any other error passes unchanged.
   */
  withAppealToken(error: unknown): unknown {
    if (!(error instanceof HttpException) || error.getStatus() !== 403) return error;
    const { memberId, ...refusal } = error.getResponse() as { message: string; suspended?: boolean; memberId?: number };
    if (!refusal.suspended || typeof memberId !== 'number') return error;
    const body: SuspendedBody = { message: refusal.message, suspended: true, appealToken: this.issue(memberId) };
    return new HttpException(body, 403);
  }

  private mac(memberId: number, expiresAt: string): string {
    return createHmac('sha256', this.key).update(`${memberId}\n${expiresAt}`).digest('base64url');
  }
}
