import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiGet, apiPost, PARSE_ERROR_MESSAGE, serverMessage } from '../src/lib/api-client';

/** A real HTTP server on loopback whose answers each test chooses. */
let server: Server;
let base: string;
let answer: { status: number; body: string; type?: string } = { status: 200, body: '{}' };
let lastRequest: { method?: string; headers: IncomingMessage['headers']; body: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      lastRequest = { method: request.method, headers: request.headers, body };
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the one fetch helper', () => {
  it('sends JSON with a content type only when there is a body', async () => {
    answer = { status: 200, body: '{"ok":true}' };
    await expect(apiPost(`${base}/x`, { username: 'drchen' })).resolves.toEqual({ ok: true });
    expect(lastRequest.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest.body)).toEqual({ username: 'drchen' });
    await apiGet(`${base}/x`);
    expect(lastRequest.headers['content-type']).toBeUndefined();
  });

  it('raises "<status>: <body text>" on a non-OK answer, keeping the server message', async () => {
    answer = { status: 401, body: '{"message":"Invalid username or password"}' };
    const error = await apiPost(`${base}/login`, {}).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('401: {"message":"Invalid username or password"}');
    expect(serverMessage(error)).toBe('Invalid username or password');
  });

  it('uses the status text when the error body is empty', async () => {
    answer = { status: 503, body: '' };
    await expect(apiGet(`${base}/x`)).rejects.toThrow('503: Service Unavailable');
  });

  it('answers null for an empty body or, when asked, for 401', async () => {
    answer = { status: 200, body: '' };
    await expect(apiGet(`${base}/x`)).resolves.toBeNull();
    answer = { status: 401, body: '{"message":"Not signed in"}' };
    await expect(apiGet(`${base}/me`, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("reports an unparseable success body as 'Failed to parse server response'", async () => {
    answer = { status: 200, body: '<html>', type: 'text/html' };
    await expect(apiGet(`${base}/x`)).rejects.toThrow(PARSE_ERROR_MESSAGE);
  });
});
