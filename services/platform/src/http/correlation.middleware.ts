import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CORRELATION_HEADER, runWithCorrelation } from '../logging/correlation';

const validId = /^[A-Za-z0-9._:-]{8,100}$/;

/** Takes the caller's correlation id (or makes one) and runs the request inside it. */
export function correlationMiddleware(request: Request, response: Response, next: NextFunction): void {
  const given = request.header(CORRELATION_HEADER);
  const correlationId = given && validId.test(given) ? given : randomUUID();
  response.setHeader(CORRELATION_HEADER, correlationId);
  runWithCorrelation({ correlationId }, next);
}
