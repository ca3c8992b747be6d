import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_SECURITY_HEADERS } from '@docnet/contracts';
import { dropBffNamespace, sharedBffEnv, startBffUnderTest, type BffUnderTest } from './support/bff-under-test';

/** A built SPA as the BFF serves it (WEB_DIST): the shell, a prerendered page and a hashed bundle. */
const folder = mkdtempSync(join(tmpdir(), 'docnet-spa-'));
mkdirSync(join(folder, 'assets'));
writeFileSync(join(folder, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
writeFileSync(join(folder, 'assets', 'index-abc.js'), 'console.log("DocNet");');
mkdirSync(join(folder, 'auth'));
writeFileSync(join(folder, 'auth', 'index.html'), '<!doctype html><style>.ant-btn{}</style><div id="root"><form></form></div>');

const shared = sharedBffEnv({ WEB_DIST: folder });
let bff: BffUnderTest;

beforeAll(async () => {
  bff = await startBffUnderTest(shared);
});

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  if (!bff) return;
  await bff.close();
  await dropBffNamespace(bff, shared);
});

describe("the SPA's documents carry the one Content-Security-Policy, whatever the path", () => {
  it.each(['/', '/index.html', '/auth', '/profile/7?tab=contents', '/content/12', '/no/such/page', '/assets/index-abc.js'])('GET %s', async (path) => {
    const answer = await fetch(`${bff.url}${path}`);
    expect(answer.status).toBe(200);
    const sent = Object.fromEntries(Object.keys(DOCUMENT_SECURITY_HEADERS).map((name) => [name, answer.headers.get(name)]));
    expect(sent).toEqual(DOCUMENT_SECURITY_HEADERS);
    if (!path.startsWith('/assets/')) expect(await answer.text()).toContain('<div id="root">');
  });
});
