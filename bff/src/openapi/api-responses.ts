import { ApiSchemas, openApiList, openApiRef, type AnswerOf, type ApiSchemaName } from '@docnet/contracts';
import type { JsonAnswer } from '@docnet/platform';
import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiResponse } from '@nestjs/swagger';

/** What each refusal means across /api; the answer's {message} says the particular reason. */
const ERROR_MEANINGS = {
  400: 'Invalid input: {message} names the first broken rule',
  401: 'Not signed in (or the sign-in step is missing or expired)',
  403: 'Not allowed: not the owner, or a cross-site request',
  404: 'No such record',
  409: 'Conflicts with what exists (taken, already done)',
  413: 'The upload is too large',
  415: 'The upload is not of an accepted type',
  422: "The text may identify a patient (the PHI guard): {findings} name each passage by field, kind, excerpt and UTF-16 offsets in that field; nothing was stored. Edit it, or send the same text again with phiConfirmation {reason (10-500 characters), token (the refusal's confirmationToken)} to confirm the findings are not patient information (kept for audit); a confirmation that answers no refusal of this member's very text is refused again",
  429: 'Too many tries: a rate limit; try again later',
  503: 'A service behind the route is unavailable; try again shortly (Retry-After)',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/**
 * The one way a route (or every route of a controller) documents its refusals: each status with the one
 * error schema of contracts (`ErrorBody`; the PHI guard's 422 fills its `findings`).
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

/** The answer a contracts schema documents, by its name in `ApiSchemas`. */
type Documented<N extends ApiSchemaName> = AnswerOf<(typeof ApiSchemas)[N]>;

/** A route method that answers A, or A's JSON made already (or a promise of either), whatever it takes. */
type Answering<A> = (...args: never[]) => A | JsonAnswer<A> | Promise<A | JsonAnswer<A>>;

/** A method decorator that applies only to a method answering A: any other return type does not compile. */
type AnswerDecorator<A> = <M extends Answering<A>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => void;

/**
 * The one way a route documents its answer: 200 (or 201 for a creation) with one of the contracts' schemas, which
 * the method must return (a controller whose return type is not the documented answer does not compile).
 */
export function ApiAnswer<N extends ApiSchemaName>(name: N, status: 200 | 201 = 200): AnswerDecorator<Documented<N>> {
  const response = status === 201 ? ApiCreatedResponse : ApiOkResponse;
  return (target, key, descriptor) => response({ schema: openApiRef(name) })(target, key, descriptor);
}

/** `ApiAnswer` for a list of one of the contracts' schemas (200). */
export function ApiAnswerList<N extends ApiSchemaName>(name: N): AnswerDecorator<Documented<N>[]> {
  return (target, key, descriptor) => ApiOkResponse({ schema: openApiList(name) })(target, key, descriptor);
}

/** `ApiAnswer` for a route that answers either a list of one schema or another schema (a paged form of it) (200). */
export function ApiAnswerListOr<L extends ApiSchemaName, N extends ApiSchemaName>(list: L, name: N): AnswerDecorator<Documented<L>[] | Documented<N>> {
  return (target, key, descriptor) => ApiOkResponse({ schema: { anyOf: [openApiList(list), openApiRef(name)] } })(target, key, descriptor);
}

/** `ApiAnswer` for a route that answers one of several of the contracts' schemas (200). */
export function ApiAnswerOneOf<N extends ApiSchemaName>(...names: N[]): AnswerDecorator<Documented<N>> {
  return (target, key, descriptor) => ApiOkResponse({ schema: { anyOf: names.map((name) => openApiRef(name)) } })(target, key, descriptor);
}
