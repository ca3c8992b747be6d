import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type Redis from 'ioredis';
import type { BffConfig } from '../config/bff.env';

declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

export const SESSION_COOKIE = 'docnet.sid';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_KEY_PREFIX = 'docnet:sess:';

/**
 * Cookie sessions kept in Redis: HttpOnly, SameSite=Lax, Secure behind TLS, renewed while in use.
 * When Redis cannot be reached the request gets a 503 JSON answer instead of express's HTML page.
 */
export function sessionMiddleware(config: BffConfig, redis: Redis): RequestHandler {
  const handler = session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store: new RedisStore({ client: redis, prefix: SESSION_KEY_PREFIX, ttl: SESSION_TTL_SECONDS }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.TRUST_PROXY_HOPS > 0,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.COOKIE_SECURE,
      maxAge: SESSION_TTL_SECONDS * 1000,
    },
  });
  return (request: Request, response: Response, next: NextFunction) =>
    handler(request, response, (error?: unknown) => {
      if (!error) return next();
      response.status(503).json({ message: 'Sign-in sessions are unavailable right now. Please try again shortly.' });
    });
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
