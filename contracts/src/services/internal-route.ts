/** The methods of the services' internal HTTP APIs. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query parameter as the caller holds it: a list is sent as comma-separated text, an unset value or an empty list not at all. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** Query parameters of a call; a type alias (not an interface) so that its fields can be checked against `QueryValue`. */
export type QueryParameters = Readonly<Record<string, QueryValue>>;

/**
 * One method of an internal route: what it answers (`void` for 204), the body it takes (sends none without
 * `body`) and the query parameters it reads (none without `query`).
 */
export interface RouteCall {
  answer: unknown;
  body?: unknown;
  query?: QueryParameters;
}

/** The methods an internal route serves, each with its call. */
export type RouteMethods = { [M in HttpMethod]?: RouteCall };

declare const methods: unique symbol;

/**
 * An internal route's path, branded with what each of its methods takes and answers: still a string for a
 * service's controller (`@Get(ProfileRoutes.profile(':id'))`) and for tests, while the BFF's client reads the
 * answer, body and query types from the brand instead of taking the caller's word for them.
 */
export type InternalRoute<M extends RouteMethods> = string & { readonly [methods]: M };

/** An internal route at `path` serving the methods of `M`, e.g. `internalRoute<{ GET: { answer: User } }>('/internal/profiles/7')`. */
export function internalRoute<M extends RouteMethods>(path: string): InternalRoute<M> {
  // The brand is for the compiler only: at run time a route is its path, unchanged.
  return path as InternalRoute<M>;
}
