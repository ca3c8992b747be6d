import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type JsonBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiRoutes } from '@docnet/contracts';

/**
 * The /api of the component tests: msw intercepts the SPA's fetch and XMLHttpRequest calls in the test process,
 * so screens run their real api-client, swr hooks and mutations against answers each test sets with `server.use`.
 * A call no handler answers fails the test (`onUnhandledRequest: 'error'` in the setup).
 */
export const server = setupServer();

type Routes = typeof ApiRoutes;
/**
 * A path of the contract's route map: a fixed route as it is, a route with parameters called with msw's
 * placeholders (`ApiRoutes.usersById(':id')`) or a real id. Only /api paths are accepted.
 */
export type ApiPath = { [K in keyof Routes]: Routes[K] extends (...args: never[]) => infer P ? P : Routes[K] }[keyof Routes];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
type Resolver<Body extends DefaultBodyType = DefaultBodyType> = HttpResponseResolver<PathParams, DefaultBodyType, Body>;

/**
 * One handler for a contract route: `answer` is the JSON body (typed by the caller: `api.get<User>(...)`)
 * or a resolver given msw's request info.
 */
function route(method: Method) {
  return <Body extends JsonBodyType>(path: ApiPath, answer: Body | Resolver) =>
    http[method](path, typeof answer === 'function' ? (answer as Resolver) : () => HttpResponse.json(answer));
}

export const api = {
  get: route('get'),
  post: route('post'),
  put: route('put'),
  patch: route('patch'),
  delete: route('delete'),
  head: route('head'),
};

/** The BFF's refusal: `{message}` with the status, as the api-client reads it (`serverMessage`). */
export function refuse(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

/** A 204 without a body. */
export function noContent() {
  return new HttpResponse(null, { status: 204 });
}

/**
 * An answer that waits until the test releases it: the screen's loading state can be asserted in between.
 * `resolver` gives the answer once released.
 */
export function held(resolver: Resolver) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler: Resolver = async (info) => {
    await released;
    return resolver(info);
  };
  return { resolver: handler, release };
}

/** An answer that never comes within a test (a loading state that stays). */
export const forever: Resolver = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};
