import request from 'supertest';
import { loadStackState } from '../harness/stack';

const stack = loadStackState();

/** What #root holds in the HTML as served, before any script runs. */
const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

describe('public pages arrive prerendered (first paint without JavaScript)', () => {
  it('/auth carries the sign-in form, its antd styles inline and its title', async () => {
    const page = await request(stack.baseUrl).get('/auth').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<title>Sign In · DocNet</title>');
    // The critical CSS: antd's rules for the components on the page, in the head, before the first paint.
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toMatch(/<style[^>]*data-css-hash[^>]*>[^<]*\.ant-form-item/);
    expect(head).toMatch(/<style[^>]*>[^<]*\.ant-btn/);
    const root = rootMarkup(page.text);
    expect(root).toMatch(/<form[^>]*method="post"[^>]*aria-label="Login"/);
    expect(root).toMatch(/<label for="username"[^>]*>Username/);
    expect(root).toMatch(/<input[^>]*type="password"/);
    // Read-only until React takes the form over: nothing typed is lost to the hydration.
    expect(root).toMatch(/<input[^>]*id="username"[^>]*readonly=""/);
    expect(root).toMatch(/<button type="submit"[^>]*><span>Login/);
    // The scripts that hydrate it are the client build's.
    expect(page.text).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('the static and help pages carry their text; other paths get the empty shell', async () => {
    for (const [path, heading] of [
      ['/about', 'About DocNet'],
      ['/help', 'Help Center'],
      ['/privacy', 'Privacy &amp; Terms'],
      ['/sms-terms', 'SMS Terms and Conditions'],
      ['/Contact/', 'Contact Us'],
    ]) {
      const page = await request(stack.baseUrl).get(path).expect(200);
      expect(rootMarkup(page.text)).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
    for (const path of ['/settings', '/no-such-page']) {
      const shell = await request(stack.baseUrl).get(path).expect(200);
      expect(shell.text).toContain('<div id="root"></div>');
      expect(shell.text).not.toContain('data-css-hash');
    }
  });

  it("/ carries the home feed's frame, its screen's scripts and its styles, and no external stylesheet", async () => {
    const page = await request(stack.baseUrl).get('/').expect(200);
    expect(rootMarkup(page.text)).toContain('aria-label="Checking sign-in"');
    expect(page.text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-[\w-]+\.js">/);
    expect(page.text).not.toMatch(/<link rel="stylesheet"/);
    expect(page.text).toMatch(/<style>html,body\{/);
  });
});
