import { openApiRef } from '@docnet/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/** What each refusal means across /api; the answer's {message} says the particular reason. */
const ERROR_MEANINGS = {
  400: 'Invalid input: {message} names the first broken rule',
  401: 'Not signed in (or the sign-in step is missing or expired)',
  403: 'Not allowed: not the owner, or a cross-site request',
  404: 'No such record',
  409: 'Conflicts with what exists (taken, already done)',
  413: 'The upload is too large',
  415: 'The upload is not of an accepted type',
  429: 'Too many tries: a rate limit; try again later',
  503: 'A service behind the route is unavailable; try again shortly (Retry-After)',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/**
 * The one way a route (or every route of a controller) documents its refusals: each status with the one
 * error schema of contracts (`ErrorBody`).
 */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    // Named as JSON: a route that produces something else (the live stream's text/event-stream) still refuses in JSON.
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: ERROR_MEANINGS[status],
        content: { 'application/json': { schema: openApiRef('ErrorBody') } },
      }),
    ),
  );
}
