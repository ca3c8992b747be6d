import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ContentRoutes,
  EventsNewsCmeRoutes,
  IdentityRoutes,
  ProfileRoutes,
  SocialGraphRoutes,
  type MedicalEvent,
  type Statistics,
  type User,
} from '@docnet/contracts';
import { ServiceClient } from '../src/clients/service-client';
import { ServiceReplicas } from '../src/clients/service-replicas';

/**
 * The BFF's calls built from the contracts' typed routes, against a stub service that records what it is asked:
 * the path and query each call sends, and its body. What the compiler refuses is at the end of the file.
 */

const LIMITS = { maxConcurrent: 4, maxQueued: 4, maxQueueWaitMs: 500, timeoutMs: 2000 };

const asked: Array<{ method?: string; url?: string; body: string }> = [];
let server: Server;
let client: ServiceClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push({ method: request.method, url: request.url, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new ServiceClient('profile', new ServiceReplicas([url]), 'routes-test-token', LIMITS);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
});

test('a query is sent after the path: unset values and empty lists left out, lists comma-separated', async () => {
  await client.get(EventsNewsCmeRoutes.events, { query: { type: 'virtual', filter: undefined, limit: 50 } });
  await client.get(ProfileRoutes.search, {
    query: {
      query: 'ann',
      filterType: 'name',
      sortBy: 'relevance',
      specialty: undefined,
      specialties: ['Orthodontics', 'Endodontics'],
      affiliations: [],
    },
  });
  await client.get(SocialGraphRoutes.mutualConnections, { query: { ids: [3, 4] } });
  await client.get(ContentRoutes.contents, { query: { limit: 20, offset: 0, tag: 'implants' } });
  await client.get(ProfileRoutes.profile(7));
  expect(asked.map(({ method, url }) => `${method} ${url}`)).toEqual([
    'GET /internal/events?type=virtual&limit=50',
    'GET /internal/profiles/search?query=ann&filterType=name&sortBy=relevance&specialties=Orthodontics%2CEndodontics',
    'GET /internal/connections/mutual?ids=3%2C4',
    'GET /internal/contents?limit=20&offset=0&tag=implants',
    'GET /internal/profiles/7',
  ]);
});

test("a write sends its route's body as JSON, and one without a body sends none", async () => {
  await client.patch(ProfileRoutes.profile(7), { body: { bio: 'Endodontist' }, actingUserId: 7 });
  await client.post(ProfileRoutes.views(7), { actingUserId: 8 });
  expect(asked).toEqual([
    { method: 'PATCH', url: '/internal/profiles/7', body: '{"bio":"Endodontist"}' },
    { method: 'POST', url: '/internal/profiles/7/views', body: '' },
  ]);
});

// Never called: `npm run typecheck` compiles this file and fails if a line marked @ts-expect-error compiles.
async function _callsTheCompilerRefuses(): Promise<void> {
  const events: MedicalEvent[] = await client.get(EventsNewsCmeRoutes.events, { query: { limit: 5 } });
  const user: User | null = await client.find(ProfileRoutes.profile(7));
  // @ts-expect-error -- the profile route answers a User, not Statistics
  const statistics: Statistics = await client.get(ProfileRoutes.profile(7));
  // @ts-expect-error -- the caller cannot choose the answer either
  await client.get<{ answer: Statistics }>(ProfileRoutes.profile(7));
  // @ts-expect-error -- views are counted with a POST: the route has no GET
  await client.get(ProfileRoutes.views(7));
  // @ts-expect-error -- a path that is not a contracts route says nothing of its answer
  await client.get('/internal/profiles/7');
  // @ts-expect-error -- a PATCH of the profile needs its body
  await client.patch(ProfileRoutes.profile(7));
  // @ts-expect-error -- the body is checked: a bio is text
  await client.patch(ProfileRoutes.profile(7), { body: { bio: 42 } });
  // @ts-expect-error -- a like takes no body
  await client.post(ContentRoutes.likes(3), { body: { like: true } });
  // @ts-expect-error -- the query is checked: limit is a number
  await client.get(EventsNewsCmeRoutes.events, { query: { limit: 'all' } });
  // @ts-expect-error -- a route without query parameters takes none
  await client.get(ProfileRoutes.profile(7), { query: { fields: 'name' } });
  // @ts-expect-error -- the security settings are read and replaced, never posted
  await client.exchange(IdentityRoutes.securitySettings(7), { body: { twoFactorEnabled: true } });
  void [events, user, statistics];
}
