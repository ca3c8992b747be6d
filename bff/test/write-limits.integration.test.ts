import { ApiRoutes, PAGE_OFFSET_MAX, WriteLimitMessages, type LimitedWrite } from '@docnet/contracts';
import { dropBffNamespace, sharedBffEnv, signedInSession, startBffUnderTest, type BffUnderTest } from './support/bff-under-test';

/** Low limits, so a test reaches them; the services are unreachable, so each counted call below the limit answers 503. */
const LIMIT = 2;
const shared = sharedBffEnv({
  CONTENTS_PER_HOUR: String(LIMIT),
  COMMENTS_PER_HOUR: String(LIMIT),
  LIKES_PER_HOUR: String(LIMIT),
  CONNECTION_REQUESTS_PER_HOUR: String(LIMIT),
  LISTINGS_PER_HOUR: String(LIMIT),
  REPORTS_PER_HOUR: String(LIMIT),
  CONTENT_EDITS_PER_HOUR: String(LIMIT),
  PROFILE_EDITS_PER_HOUR: String(LIMIT),
});
let bff: BffUnderTest;
let nextMember = 2000;

beforeAll(async () => {
  bff = await startBffUnderTest(shared);
});

afterAll(async () => {
  if (!bff) return;
  await bff.close();
  await dropBffNamespace(bff, shared);
});

async function member(): Promise<string> {
  return (await signedInSession(bff, shared, (nextMember += 1))).cookie;
}

function post(path: string, cookie: string | undefined, body: object) {
  return fetch(`${bff.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Each write that reaches other members, with a body its route accepts. */
const WRITES: [LimitedWrite, string, object][] = [
  ['contents', ApiRoutes.contents, { title: 'A case', body: 'Body text' }],
  ['comments', ApiRoutes.contentComments(1), { body: 'Agreed.' }],
  ['likes', ApiRoutes.contentLikes(1), {}],
  ['connectionRequests', ApiRoutes.connections, { receiverId: 5 }],
  ['events', ApiRoutes.events, {}],
  ['news', ApiRoutes.news, {}],
  ['cme', ApiRoutes.cme, {}],
  ['reports', ApiRoutes.reports, { targetType: 'content', targetId: 1, reason: 'spam' }],
];

describe('per-member limits on writes that reach other members', () => {
  it.each(WRITES)('%s: 429 with its message past the limit, for that member and that kind of write only', async (write, path, body) => {
    const [writer, other] = [await member(), await member()];
    for (let call = 0; call < LIMIT; call += 1) expect((await post(path, writer, body)).status).not.toBe(429);
    const refused = await post(path, writer, body);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: WriteLimitMessages[write] });

    expect((await post(path, other, body)).status).not.toBe(429);
    const [, otherPath, otherBody] = WRITES.find(([kind]) => kind !== write)!;
    expect((await post(otherPath, writer, otherBody)).status).not.toBe(429);
  });

  it('leaves signed-out calls to the 401 of the route', async () => {
    for (let call = 0; call <= LIMIT; call += 1) expect((await post(ApiRoutes.contents, undefined, {})).status).toBe(401);
  });

  it('documents the 429 of every limited route', async () => {
    const document = (await (await fetch(`${bff.url}/api/docs/openapi.json`)).json()) as { paths: Record<string, { post: { responses: object } }> };
    for (const [, path] of WRITES) {
      const documented = path.replace(/\/1(\/|$)/, '/{id}$1');
      expect({ path: documented, statuses: Object.keys(document.paths[documented]?.post.responses ?? {}) }).toEqual({
        path: documented,
        statuses: expect.arrayContaining(['429']),
      });
    }
  });
});

/** A member's changes of their own posts, comments and profile, with a body each route accepts. */
const EDITS: [LimitedWrite, 'PUT' | 'PATCH' | 'POST' | 'DELETE', string, object][] = [
  ['contentEdits', 'PUT', ApiRoutes.contentById(1), { title: 'A case', body: 'Body text' }],
  ['contentEdits', 'DELETE', ApiRoutes.contentById(1), {}],
  ['contentEdits', 'DELETE', ApiRoutes.commentById(1), {}],
  ['profileEdits', 'PATCH', ApiRoutes.profileUpdate, { name: "Dr. Siobhán O'Connor" }],
  ['profileEdits', 'PATCH', ApiRoutes.profilePractice, {}],
  ['profileEdits', 'PATCH', ApiRoutes.profileAddresses, {}],
  ['profileEdits', 'PUT', ApiRoutes.privacySettings, { publicProfile: true }],
  ['profileEdits', 'DELETE', ApiRoutes.profilePicture, {}],
  ['profileEdits', 'PATCH', ApiRoutes.usersById(1), { bio: 'Endodontist in Cork.' }],
];

describe('per-member limits on changes of their own posts and profile', () => {
  const send = (method: string, path: string, cookie: string, body: object) =>
    fetch(`${bff.url}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: method === 'DELETE' ? undefined : JSON.stringify(body) });

  it.each(EDITS)('%s: %s %s answers 429 with its message past the limit, for that member only', async (write, method, path, body) => {
    const [editor, other] = [await member(), await member()];
    for (let call = 0; call < LIMIT; call += 1) expect((await send(method, path, editor, body)).status).not.toBe(429);
    const refused = await send(method, path, editor, body);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: WriteLimitMessages[write] });
    expect((await send(method, path, other, body)).status).not.toBe(429);
  });

  it('documents the 429 of every limited change', async () => {
    const document = (await (await fetch(`${bff.url}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: object }>> };
    for (const [, method, path] of EDITS) {
      const documented = path.replace(/\/1(\/|$)/, '/{id}$1');
      expect(Object.keys(document.paths[documented]?.[method.toLowerCase()]?.responses ?? {})).toContain('429');
    }
  });
});

describe('the paged lists refuse an offset past the cap', () => {
  it.each([ApiRoutes.contents, ApiRoutes.notifications])('GET %s', async (path) => {
    const cookie = await member();
    const answer = await fetch(`${bff.url}${path}?offset=${PAGE_OFFSET_MAX + 1}`, { headers: { cookie } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: `offset must be at most ${PAGE_OFFSET_MAX}` });
  });
});
