import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { type Cookie, type SessionData } from 'express-session';
import type Redis from 'ioredis';
import type { BffConfig } from '../config/bff.env';
import type { SessionRegistry } from './session-registry';
import type { SuspendedMembers } from './suspended-members';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** When the session was last written back to renew its expiry (see renewWhenDue). */
    renewedAt?: number;
  }
}

export const SESSION_COOKIE = 'docnet.sid';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_KEY_PREFIX = 'docnet:sess:';
/** How often a session in use is written back to renew its expiry: a member active within the week stays signed in. */
export const SESSION_RENEWAL_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A suspended member's session on any /api request; signing in again says why. */
export const SUSPENDED_SESSION_MESSAGE = 'Your account has been suspended. Sign in to see why.';

/**
 * Cookie sessions kept in Redis: HttpOnly, SameSite=Lax, Secure behind TLS, renewed while in use.
 * A signed-in read costs one Redis round trip (the session's GET): instead of touching the session's
 * TTL on every request (a second round trip), a session is written back, with a fresh expiry for Redis
 * and the cookie, once it is a day older than at its last renewal; the member's session list is renewed with it,
 * or a reset or password change a week later would no longer find the sessions to end.
 * When Redis cannot be reached the request gets a 503 JSON answer instead of express's HTML page.
 * A suspended member's session is ended on its first request, whichever it is (403 on /api): ending their sessions
 * at the suspension may have failed, or missed one.
 */
export function sessionMiddleware(
  config: BffConfig,
  redis: Redis,
  registry: SessionRegistry,
  suspended: SuspendedMembers,
): RequestHandler {
  const handler = session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store: new RedisStore({ client: redis, prefix: SESSION_KEY_PREFIX, ttl: SESSION_TTL_SECONDS, disableTouch: true }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.TRUST_PROXY_HOPS > 0,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.COOKIE_SECURE,
      maxAge: SESSION_TTL_SECONDS * 1000,
    },
  });
  const unavailable = (response: Response) =>
    response.status(503).json({ message: 'Sign-in sessions are unavailable right now. Please try again shortly.' });
  return (request: Request, response: Response, next: NextFunction) =>
    handler(request, response, (error?: unknown) => {
      if (error) return unavailable(response);
      const userId = request.session?.userId;
      if (userId !== undefined && suspended.has(userId)) {
        const refuse = () =>
          request.path.startsWith('/api/') ? response.status(403).json({ message: SUSPENDED_SESSION_MESSAGE }) : next();
        return void registry
          .forget(userId, request.sessionID)
          .then(() => signOut(request))
          .then(refuse, () => unavailable(response));
      }
      if (!renewWhenDue(request.session) || userId === undefined) return next();
      registry.track(userId, request.sessionID).then(() => next(), () => unavailable(response));
    });
}

/** What renewing a session reads and marks of it. */
export type RenewableSession = Partial<Pick<SessionData, 'userId' | 'renewedAt'>> & { cookie: Pick<Cookie, 'expires'> };

/**
 * A loaded session carries the expiry it was stored with; once that is a renewal interval behind a fresh
 * one, a changed field makes express-session save it (new TTL in Redis, new cookie expiry) at the end of the
 * request. Answers whether it will be renewed.
 */
export function renewWhenDue(session: RenewableSession | undefined): boolean {
  const expires = session?.cookie.expires;
  if (typeof session?.userId !== 'number' || !expires) return false;
  if (expires.getTime() - Date.now() >= SESSION_TTL_SECONDS * 1000 - SESSION_RENEWAL_INTERVAL_MS) return false;
  session.renewedAt = Date.now();
  return true;
}

/** New session id at sign-in (no fixation), then the member is recorded in it. */
export function signIn(request: Request, userId: number): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.regenerate((regenerateError: unknown) => {
      if (regenerateError) return reject(toError(regenerateError));
      request.session.userId = userId;
      request.session.save((saveError: unknown) => (saveError ? reject(toError(saveError)) : resolve()));
    }),
  );
}

export function signOut(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.destroy((error: unknown) => (error ? reject(toError(error)) : resolve())),
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
