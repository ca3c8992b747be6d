import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** The `{message}` body of every refusal (ErrorBodyFilter). */
export const errorBody: SchemaObject = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

const refusalText: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed for this member',
  404: 'Not found',
  409: 'Conflicts with the current state',
  429: 'Too many requests',
  503: 'A service is unavailable',
};

/** Documents the refusals a route can answer, each with the `{message}` body, so /api/docs names every status. */
export function Refusals(...statuses: (keyof typeof refusalText)[]) {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: refusalText[status], schema: errorBody })));
}
