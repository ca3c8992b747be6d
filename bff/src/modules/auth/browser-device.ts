import { randomBytes } from 'node:crypto';
import type { SignInDevice } from '@docnet/contracts';
import type { Request, Response } from 'express';
import type { BffConfig } from '../../config/bff.env';

/** The long-lived random cookie that tells one browser from another for login alerts; identity keeps only its hash. */
export const DEVICE_COOKIE = 'docnet.device';
/** Browsers cap cookie lifetimes at 400 days; it is renewed at every sign-in. */
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.header('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** This browser's device cookie (a new one when it has none or a malformed one) and User-Agent. */
export function browserDevice(request: Request, response: Response, config: BffConfig): SignInDevice {
  const given = cookieValue(request, DEVICE_COOKIE);
  const deviceId = given && DEVICE_ID.test(given) ? given : randomBytes(32).toString('base64url');
  response.cookie(DEVICE_COOKIE, deviceId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    path: '/',
  });
  return { deviceId, userAgent: (request.header('user-agent') ?? '').slice(0, 500) };
}
