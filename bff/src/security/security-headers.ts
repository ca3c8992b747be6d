import { DOCUMENT_SECURITY_HEADERS } from '@docnet/contracts';
import type { NextFunction, Request, Response } from 'express';

/** On every answer: the SPA's documents and /api alike (uploads replace the CSP with a stricter one of their own). */
export function securityHeaders(_request: Request, response: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(DOCUMENT_SECURITY_HEADERS)) response.setHeader(name, value);
  next();
}
