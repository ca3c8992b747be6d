import {
  AiAssistantRoutes,
  ContentRoutes,
  EventsNewsCmeRoutes,
  IdentityRoutes,
  internalRoute,
  NotificationsRoutes,
  ProfileRoutes,
  SocialGraphRoutes,
  type InternalRoute,
  type User,
} from '../src';

const catalogues = {
  IdentityRoutes,
  ProfileRoutes,
  ContentRoutes,
  SocialGraphRoutes,
  EventsNewsCmeRoutes,
  AiAssistantRoutes,
  NotificationsRoutes,
};

/** Every route of every service as a service's controller declares it (`:id` for a path parameter). */
const declaredPaths = Object.entries(catalogues).flatMap(([catalogue, routes]) =>
  Object.entries(routes).map(([name, route]): [string, unknown] => [
    `${catalogue}.${name}`,
    typeof route === 'function' ? route(':id') : route,
  ]),
);

describe('internal routes', () => {
  it('are their paths at run time, as the services declare their handlers with them', () => {
    expect(ProfileRoutes.profile(':id')).toBe('/internal/profiles/:id');
    expect(ProfileRoutes.profile(7)).toBe('/internal/profiles/7');
    expect(ContentRoutes.contents).toBe('/internal/contents');
    expect(SocialGraphRoutes.memberConnections(':id')).toBe('/internal/members/:id/connections');
    expect(`${ProfileRoutes.search}?query=a`).toBe('/internal/profiles/search?query=a');
    for (const [name, path] of declaredPaths)
      expect([name, typeof path, String(path).startsWith('/internal/')]).toEqual([name, 'string', true]);
  });
});

// Never called: `npm run typecheck` compiles this file and fails if a line marked @ts-expect-error compiles.
function _declarationsTheCompilerRefuses(route: InternalRoute<{ GET: { answer: User } }>): void {
  // @ts-expect-error -- a method must name its answer
  internalRoute<{ GET: { body: string } }>('/internal/x');
  // @ts-expect-error -- query parameters are text, numbers, switches or lists of them, never a date
  internalRoute<{ GET: { query: { since: Date }; answer: User } }>('/internal/x');
  // @ts-expect-error -- only the HTTP methods of the internal APIs
  internalRoute<{ FETCH: { answer: User } }>('/internal/x');
  // @ts-expect-error -- a plain string is not a route: nothing says what it answers
  const unbranded: typeof route = '/internal/profiles/7';
  // @ts-expect-error -- a route answers what it declares, not what a caller would like
  const wrongAnswer: InternalRoute<{ GET: { answer: string } }> = route;
  void [unbranded, wrongAnswer];
}
