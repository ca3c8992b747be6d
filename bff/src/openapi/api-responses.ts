import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { errorBodySchema } from './api-schemas';

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
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** Documents the `{message}` error answers a route (or every route of a controller) can give. */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_MEANINGS[status], schema: errorBodySchema }),
    ),
  );
}
