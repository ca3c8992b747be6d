import type { Request } from 'express';
import { renewWhenDue, SESSION_RENEWAL_INTERVAL_MS, SESSION_TTL_SECONDS } from '../src/session/session.setup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A request whose session was stored `ageMs` ago (its stored expiry is a full TTL after that). */
function requestWithSession(ageMs: number, signedIn = true) {
  const expires = new Date(Date.now() - ageMs + SESSION_TTL_SECONDS * 1000);
  const session = signedIn ? { userId: 7, cookie: { expires } } : { cookie: { expires } };
  return { session } as unknown as Request & { session: { renewedAt?: number } };
}

describe('session renewal', () => {
  it('leaves a session stored less than a day ago alone, so the request costs only the session read', () => {
    const request = requestWithSession(SESSION_RENEWAL_INTERVAL_MS - 60_000);
    renewWhenDue(request);
    expect(request.session.renewedAt).toBeUndefined();
  });

  it('marks a signed-in session stored a day or more ago for saving, which renews its expiry', () => {
    const request = requestWithSession(DAY_MS + 60_000);
    renewWhenDue(request);
    expect(request.session.renewedAt).toEqual(expect.any(Number));
  });

  it('never renews a session without a signed-in member', () => {
    const request = requestWithSession(3 * DAY_MS, false);
    renewWhenDue(request);
    expect(request.session.renewedAt).toBeUndefined();
  });
});
