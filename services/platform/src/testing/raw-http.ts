import { request } from 'node:http';

/**
 * Other spellings of an internal path (`/internal/...`) that a router, a proxy or a careless check might
 * take for it: letter case, percent-encoding, doubled slashes, dot segments, trailing slash, absolute form.
 */
export function spellingsOf(path: string): string[] {
  const rest = path.replace(/^\/internal/, '');
  return [
    path,
    `/INTERNAL${rest}`,
    `/Internal${rest}`,
    `/internal${rest.toUpperCase()}`,
    `/%69nternal${rest}`,
    `/%2Finternal${rest}`,
    `/internal${rest.replace(/\//g, '%2F')}`,
    `//internal${rest}`,
    `/./internal${rest}`,
    `/internal/.${rest}`,
    `/health/../internal${rest}`,
    `/health/%2e%2e/internal${rest}`,
    `${path}/`,
    `${path}?x=1`,
    `${path};x`,
    `http://127.0.0.1${path}`,
  ];
}

/** Paths no service routes, and near misses of the health probes: without the token they are refused like any other. */
export const UNKNOWN_PATHS = [
  '/',
  '/unknown',
  '/HEALTH',
  '/health/',
  '/health/ready/',
  '/Health/Ready',
  '/health?x=1',
  '/health/live',
];

/**
 * One raw HTTP request whose path goes on the request line exactly as given (fetch and supertest would
 * normalize it first); resolves with the status.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
