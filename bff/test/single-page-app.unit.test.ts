import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { HomeFirstReads } from '@docnet/contracts';
import { serveSinglePageApp } from '../src/web/single-page-app';

const script = 'console.log("DocNet");'.repeat(100);
const signInPage = `<!doctype html><style>.ant-form{}</style><div id="root"><form>Sign In</form></div>${' '.repeat(2000)}`;
const homePage = '<!doctype html><div id="root"><div role="status" aria-label="Checking sign-in"></div></div>';
const sessionCookie = 'docnet.sid';

describe('serving the SPA', () => {
  let folder: string;
  let app: express.Express;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'docnet-spa-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(folder, 'assets', 'index-abc.js'), script);
    writeFileSync(join(folder, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
    writeFileSync(join(folder, 'assets', 'index-abc.js.gz'), gzipSync(script));
    writeFileSync(join(folder, 'assets', 'logo-def.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    mkdirSync(join(folder, 'auth'));
    writeFileSync(join(folder, 'auth', 'index.html'), signInPage);
    writeFileSync(join(folder, 'auth', 'index.html.br'), brotliCompressSync(signInPage));
    writeFileSync(join(folder, 'auth', 'index.html.gz'), gzipSync(signInPage));
    writeFileSync(join(folder, 'home.html'), homePage);
    app = express();
    serveSinglePageApp(app, folder, { sessionCookie });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const asset = (acceptEncoding: string) =>
    request(app).get('/assets/index-abc.js').set('Accept-Encoding', acceptEncoding).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

  it('sends the brotli copy to a browser that accepts it, with the script type and a year of caching', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((response.body as Buffer).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself, and honours a refused encoding', async () => {
    const gzipped = await asset('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect((gzipped.body as Buffer).toString()).toBe(script);

    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0']) {
      const plain = await asset(acceptEncoding);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
      expect((plain.body as Buffer).toString()).toBe(script);
    }
  });

  it('serves files without copies as they are, unknown assets as 404 and every other page as index.html', async () => {
    const image = await request(app).get('/assets/logo-def.png').set('Accept-Encoding', 'br');
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();

    expect((await request(app).get('/assets/missing.js').set('Accept-Encoding', 'br')).status).toBe(404);

    const page = await request(app).get('/profile/7?tab=contents').set('Accept-Encoding', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<div id="root">');
  });

  it('answers a prerendered path with its page, compressed when accepted, whatever the case or trailing slash', async () => {
    for (const path of ['/auth', '/Auth/', '/auth?register=false']) {
      const page = await request(app).get(path).set('Accept-Encoding', 'gzip, br');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toBe(signInPage);
    }
    const plain = await request(app).get('/auth').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(signInPage);
    // Its form posted before the scripts took over: the page again, never a 404.
    const posted = await request(app).post('/auth').type('form').send('username=ada');
    expect(posted.status).toBe(303);
    expect(posted.headers['location']).toBe('/auth');
    expect((await request(app).post('/profile/7')).status).toBe(404);
    // Any other path, below the page's folder included, is still the SPA shell.
    expect((await request(app).get('/auth/other')).text).toContain('<div id="root"></div>');
  });

  it("answers / with the home feed's frame, and hints a member's first reads with it", async () => {
    const visitor = await request(app).get('/');
    expect(visitor.status).toBe(200);
    expect(visitor.text).toBe(homePage);
    expect(visitor.headers['link']).toBeUndefined();
    expect(visitor.headers['vary']).toMatch(/Cookie/);

    const member = await request(app).get('/').set('Cookie', `theme=dark; ${sessionCookie}=s%3Aabc.def`);
    expect(member.text).toBe(homePage);
    expect(member.headers['link']).toBe(
      [HomeFirstReads.signedInMember, HomeFirstReads.feed, HomeFirstReads.events, HomeFirstReads.latestNews]
        .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
        .join(', '),
    );
    // A cookie whose name merely ends like the session's is not a session; other pages get no hints.
    expect((await request(app).get('/').set('Cookie', `x${sessionCookie}=1`)).headers['link']).toBeUndefined();
    expect((await request(app).get('/auth').set('Cookie', `${sessionCookie}=1`)).headers['link']).toBeUndefined();
    expect((await request(app).get('/profile/7').set('Cookie', `${sessionCookie}=1`)).text).toContain('<div id="root"></div>');
  });
});
