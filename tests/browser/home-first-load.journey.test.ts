/**
 * The first load of / paints from HTML and loads what the feed needs beside the scripts.
 * - A visitor's / is the prerendered frame of the home feed (skeletons), adopted by React without a hydration
 *   error, then the landing page.
 * - A member's / loads without a console error or an uncaught one, on a phone and a desktop, load after load (the
 *   session check's answer used to reach a boundary React had not adopted yet: error 421 on most loads).
 * - A member's / also carries `Link: rel=preload` hints for the feed's first reads (`HomeFirstReads`): each is
 *   downloaded exactly once, i.e. the SPA's request is the hinted one (a different spelling, query or
 *   credentials mode would download it twice and Chromium would warn of an unused preload).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { HomeFirstReads } from '@docnet/contracts';
import type { ConsoleMessage, Page } from 'playwright-core';
import { PHONE_VIEWPORT, useChromium } from './support/chromium';
import { gotoOk, registerMember, signIn } from './support/members';

jest.setTimeout(180_000);

const chromium = useChromium();

/**
 * Console errors and warnings of a page (a hydration mismatch is a console error in React's production build),
 * but the visitor's session check: Chromium logs its expected 401; and the page's uncaught errors, where React's
 * recoverable errors go (a Suspense boundary updated while hydrating, #421, is reported, not logged).
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().includes('401') && message.location().url.endsWith(HomeFirstReads.signedInMember))
      return;
    problems.push(`${message.text()} (${message.location().url})`);
  });
  return problems;
}

describe('the first load of /', () => {
  it("shows a visitor the feed's frame from HTML, then the landing page, with no hydration error", async () => {
    const page = await chromium.newPage();
    const problems = consoleProblems(page);
    const response = await page.request.get('/');
    expect(await response.text()).toContain('aria-label="Checking sign-in"');

    await gotoOk(page, '/');
    await page.getByRole('link', { name: 'Professional Login' }).first().waitFor();
    expect(problems).toEqual([]);
  });

  it("loads a member's / without an error, on a phone and a desktop, load after load", async () => {
    const member = await registerMember('hydration');
    for (const viewport of [PHONE_VIEWPORT, { width: 1366, height: 900 }]) {
      const page = await chromium.newPage(viewport);
      await signIn(page, member);
      await page.getByText('Share a case study, article, or update...').first().waitFor();
      const problems = consoleProblems(page);
      for (let load = 0; load < 3; load += 1) {
        if (load % 2) await gotoOk(page, '/');
        else await page.reload();
        await page.getByRole('heading', { name: 'Your Feed' }).waitFor();
        // The member's header icons come at an idle moment after the feed: the last update of the load.
        await page.getByRole('button', { name: /Notifications/ }).first().waitFor({ state: 'attached' });
      }
      expect([viewport.width, problems]).toEqual([viewport.width, []]);
    }
  });

  it("downloads each of a member's first reads once, hinted with the page", async () => {
    const member = await registerMember('firstload');
    const page = await chromium.newPage();
    await signIn(page, member);
    await page.getByText('Share a case study, article, or update...').waitFor();

    const problems = consoleProblems(page);
    // Requests, not answers: an answer to the previous load's reads may still arrive after the reload began.
    const downloads = new Map<string, number>();
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/')) {
        const path = `${url.pathname}${url.search}`;
        downloads.set(path, (downloads.get(path) ?? 0) + 1);
      }
    });
    const reload = await page.reload();
    expect(reload?.headers()['link']).toContain(`<${HomeFirstReads.feed}>; rel=preload; as=fetch`);
    await page.getByText('Share a case study, article, or update...').waitFor();
    await page.getByRole('heading', { name: 'Upcoming Medical Events' }).waitFor();
    // Chromium reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3500);

    for (const read of Object.values(HomeFirstReads)) expect([read, downloads.get(read)]).toEqual([read, 1]);
    expect(problems).toEqual([]);
  });
});
