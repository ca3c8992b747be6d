import {
  renewWhenDue,
  SESSION_RENEWAL_INTERVAL_MS,
  SESSION_TTL_SECONDS,
  type RenewableSession,
} from '../src/session/session.setup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session stored `ageMs` ago (its stored expiry is a full TTL after that). */
function sessionStoredAgo(ageMs: number, signedIn = true): RenewableSession {
  const cookie = { expires: new Date(Date.now() - ageMs + SESSION_TTL_SECONDS * 1000) };
  return signedIn ? { userId: 7, cookie } : { cookie };
}

describe('session renewal', () => {
  it('leaves a session stored less than a day ago alone, so the request costs only the session read', () => {
    const session = sessionStoredAgo(SESSION_RENEWAL_INTERVAL_MS - 60_000);
    renewWhenDue(session);
    expect(session.renewedAt).toBeUndefined();
  });

  it('marks a signed-in session stored a day or more ago for saving, which renews its expiry', () => {
    const session = sessionStoredAgo(DAY_MS + 60_000);
    renewWhenDue(session);
    expect(session.renewedAt).toEqual(expect.any(Number));
  });

  it('never renews a session without a signed-in member', () => {
    const session = sessionStoredAgo(3 * DAY_MS, false);
    renewWhenDue(session);
    expect(session.renewedAt).toBeUndefined();
  });
});
