import { ModerationMessages, SUSPENSION_APPEAL_TOKEN_LIFETIME_MS } from '@docnet/contracts';
import { ForbiddenException, HttpException } from '@nestjs/common';
import type { BffConfig } from '../src/config/bff.env';
import { SuspensionAppealTokens } from '../src/modules/auth/suspension-appeal-tokens';

const tokens = (secret = 'a session secret of at least thirty-two characters') =>
  new SuspensionAppealTokens({ SESSION_SECRET: secret } as BffConfig);
const refusal = (token: string, now?: number, signer = tokens()) => {
  try {
    signer.memberOf(token, now);
  } catch (error) {
    return error instanceof ForbiddenException ? error.message : String(error);
  }
  return 'accepted';
};

describe('suspension appeal tokens', () => {
  const issuedAt = Date.UTC(2026, 10, 28, 6, 0);

  it('names the member they were issued to until their lifetime ends, then are refused', () => {
    const token = tokens().issue(4182, issuedAt);
    expect(tokens().memberOf(token, issuedAt + SUSPENSION_APPEAL_TOKEN_LIFETIME_MS - 1)).toBe(4182);
    expect(refusal(token, issuedAt + SUSPENSION_APPEAL_TOKEN_LIFETIME_MS)).toBe(ModerationMessages.appealToken);
  });

  it("refuses a token naming another member, signed with another secret, or with an expiry pushed past the lifetime", () => {
    const [, expiry, mac] = tokens().issue(4182, issuedAt).split('.');
    expect(refusal(`4183.${expiry}.${mac}`, issuedAt)).toBe(ModerationMessages.appealToken);
    expect(refusal(tokens().issue(4182, issuedAt), issuedAt, tokens('another secret, just as long as the first one'))).toBe(
      ModerationMessages.appealToken,
    );
    const farFuture = tokens().issue(4182, issuedAt + 10 * SUSPENSION_APPEAL_TOKEN_LIFETIME_MS);
    expect(refusal(farFuture, issuedAt)).toBe(ModerationMessages.appealToken);
    for (const made of ['', '4182', '4182..', '0.zz.x', '4182.1.2.3', 'é.ü.ñ']) expect(refusal(made, issuedAt)).toBe(ModerationMessages.appealToken);
  });

  it("swaps identity's member id for a token in a suspension refusal only", () => {
    const suspended = new HttpException({ message: 'Your account has been suspended: spam', suspended: true, memberId: 7 }, 403);
    const answer = (tokens().withAppealToken(suspended) as HttpException).getResponse() as Record<string, unknown>;
    expect(answer).toEqual({ message: 'Your account has been suspended: spam', suspended: true, appealToken: expect.any(String) });
    expect(tokens().memberOf(answer.appealToken as string)).toBe(7);
    const wrongPassword = new HttpException({ message: 'Invalid username or password' }, 401);
    expect(tokens().withAppealToken(wrongPassword)).toBe(wrongPassword);
  });
});
