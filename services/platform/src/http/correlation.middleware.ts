import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CORRELATION_HEADER, runWithCorrelation } from '../logging/correlation';

const validId = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Takes the caller's correlation id (or makes one) and runs the request inside it. Only for callers inside the
 * platform (the BFF calling a service): at the public edge use `edgeCorrelationMiddleware`.
 */
export function correlationMiddleware(request: Request, response: Response, next: NextFunction): void {
  const given = request.header(CORRELATION_HEADER);
  runCorrelated(given && validId.test(given) ? given : randomUUID(), response, next);
}

/**
 * A fresh correlation id for every request from outside: a client that chose its own could tie its requests
 * to someone else's in the logs and events, or flood one id's trail.
 */
export function edgeCorrelationMiddleware(_request: Request, response: Response, next: NextFunction): void {
  runCorrelated(randomUUID(), response, next);
}

function runCorrelated(correlationId: string, response: Response, next: NextFunction): void {
  response.setHeader(CORRELATION_HEADER, correlationId);
  runWithCorrelation({ correlationId }, next);
}
