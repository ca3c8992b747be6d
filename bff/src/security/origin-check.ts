import type { NextFunction, Request, Response } from 'express';
import type { BffConfig } from '../config/bff.env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls must come from our own origin (or a configured trusted one): a second line of
 * defence against cross-site requests beside the SameSite=Lax cookie. Every unsafe method is checked
 * whatever its path: a path check is beaten by another spelling of it (`/API/`, `//api/`, `/%61pi/`).
 */
export function originCheck(config: BffConfig) {
  const trusted = new Set(
    config.TRUSTED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.header('origin');
    const crossSite = request.header('sec-fetch-site') === 'cross-site';
    const ownOrigin = `${request.protocol}://${request.header('host') ?? ''}`;
    if ((origin && origin !== ownOrigin && !trusted.has(origin)) || (!origin && crossSite)) {
      response.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    next();
  };
}
