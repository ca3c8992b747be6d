import { request as httpRequest } from 'node:http';
import { ApiRoutes } from '@docnet/contracts';
import { dropBffNamespace, sharedBffEnv, startBffUnderTest, type BffUnderTest } from './support/bff-under-test';

/** One request with its path sent exactly as written (fetch and supertest would normalise `/./` and `//`). */
function send(base: string, method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const body = '{"title":"Spelled differently","body":"Cross-site"}';
    const call = httpRequest(
      { hostname, port, method, path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** Other spellings of POST /api/contents that a prefix or case-insensitive match would take for it. */
const SPELLINGS = ['/API/contents', '/Api/contents', '//api/contents', '/%61pi/contents', '/./api/contents', '/api/./contents', '/api/contents/', '/api//contents'];
const REFUSED = { message: 'Cross-site request refused' };

const shared = sharedBffEnv();
let bff: BffUnderTest;

beforeAll(async () => {
  bff = await startBffUnderTest(shared);
});

afterAll(async () => {
  if (!bff) return;
  await bff.close();
  await dropBffNamespace(bff, shared);
});

describe('the Origin check covers every state-changing call, whatever its path', () => {
  it.each([ApiRoutes.contents, ...SPELLINGS])('refuses POST %s from a foreign origin', async (path) => {
    const answer = await send(bff.url, 'POST', path, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect({ path, status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({ path, status: 403, body: REFUSED });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses %s without Origin from a cross-site page, on any path', async (method) => {
    for (const path of [ApiRoutes.contentById(1), '/API/contents/1', '/not-api/at-all']) {
      const answer = await send(bff.url, method, path, { 'sec-fetch-site': 'cross-site' });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
    }
  });
});

describe('routing is case-sensitive and strict', () => {
  it('routes only the exact spelling of a route: the others reach nothing', async () => {
    // Same origin: the exact route answers (401, signed out); no other spelling reaches it.
    expect((await send(bff.url, 'POST', ApiRoutes.contents)).status).toBe(401);
    for (const path of SPELLINGS) expect({ path, status: (await send(bff.url, 'POST', path)).status }).toEqual({ path, status: 404 });
  });

  it('still serves the API documentation', async () => {
    expect((await send(bff.url, 'GET', '/api/docs/openapi.json')).status).toBe(200);
    expect((await send(bff.url, 'GET', '/api/docs')).status).toBe(200);
    expect((await send(bff.url, 'GET', '/api/health')).status).toBe(200);
  });
});
