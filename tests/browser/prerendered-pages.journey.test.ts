/**
 * Prerendered pages (web/build/prerender.ts) paint their buttons and links before React adopts them, and React
 * adopts a page's screen in a later pass than the page's root. The app marks a page ready (`<html data-ready>`,
 * which every journey waits for after a load) only once the screen has been adopted: a click after the mark
 * always reaches its handler. A mark set too early made the forgot-password click on /auth get lost under load.
 *
 * A page in the dark theme, which the prerender does not draw, is drawn anew instead, with no React error.
 *
 * The pages are the build's own list: every folder of web/dist with an index.html, and / (home.html).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../harness/paths';
import { useChromium } from './support/chromium';
import { gotoOk } from './support/members';

jest.setTimeout(180_000);

const chromium = useChromium();

const dist = join(repoRoot, 'web/dist');
const prerenderedPages = [
  '/',
  ...readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, 'index.html')))
    .map((entry) => `/${entry.name}`),
];

describe('a prerendered page marked ready', () => {
  it('is found in the build', () => {
    expect(prerenderedPages).toEqual(expect.arrayContaining(['/', '/auth', '/about', '/contact']));
  });

  // The prerender draws the light theme; a member who chose the dark one gets the page drawn anew, not adopted.
  describe.each(['light', 'dark'])('in the %s theme', (theme) => {
    it.each(prerenderedPages)(
      '%s: every button and link already has its handlers, and no script error',
      async (pathname) => {
        const page = await chromium.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
        // Slower than the test machine, as a phone is: the screen's adoption then lags the root's by longer.
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await gotoOk(page, pathname);

        // React keeps a rendered element's props (its handlers) on the element; a prerendered one not yet adopted
        // has none, and a click on it does nothing.
        const inert = await page.evaluate(() =>
          Array.from(document.querySelectorAll('#root button, #root a[href]'))
            .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactProps$')))
            .map((element) => element.outerHTML.slice(0, 120)),
        );
        expect(inert).toEqual([]);
        // React's recoverable errors (421: a screen thrown away while being adopted) are script errors too.
        await page.waitForTimeout(500);
        expect(errors).toEqual([]);
      },
    );
  });
});
