/**
 * Browser journeys of DocNet without a network: the service worker controls the page once a member is signed in,
 * the app shell opens offline, a saved article is read offline with its full text, a change attempted offline is
 * refused with a sentence saying so, and sign-out (here, or a session ended elsewhere) leaves no service worker,
 * no cache and no IndexedDB database on the device.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { PHONE_VIEWPORT, UI_TIMEOUT_MS, useChromium, waitForPath } from './support/chromium';
import { gotoOk, poll, registerMember, signIn } from './support/members';

jest.setTimeout(180_000);

const chromium = useChromium();

const OFFLINE_WRITE_MESSAGE =
  'You are offline: this change was not sent. Try again once you are back online.';

/** What the app keeps on the device, as the page sees it. */
interface DeviceData {
  controlled: boolean;
  registrations: number;
  caches: Record<string, string[]>;
  databases: string[];
}

function deviceData(page: Page): Promise<DeviceData> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const entries = await Promise.all(
      names.map(
        async (name) =>
          [
            name,
            (await (await caches.open(name)).keys()).map(
              (request) => new URL(request.url).pathname + new URL(request.url).search,
            ),
          ] as const,
      ),
    );
    return {
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: Object.fromEntries(entries),
      databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    };
  });
}

const nothingKept = (data: DeviceData) =>
  data.registrations === 0 && Object.keys(data.caches).length === 0 && data.databases.length === 0;

async function callFromPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/** A member signed in on a phone, with an article of their own saved; the service worker installed and controlling. */
async function memberWithSavedArticle(
  label: string,
): Promise<{ page: Page; context: BrowserContext; title: string; body: string }> {
  const member = await registerMember(label);
  const page = await chromium.newPage(PHONE_VIEWPORT);
  const context = page.context();
  await signIn(page, member);
  const suffix = Date.now().toString(36);
  const title = `Prise en charge de l’enfant fébrile ${suffix}`;
  // Long, with paragraphs, accents and apostrophes: the full text is what a member reads offline.
  const body = [
    'Fever without a source in children under three months remains one of the most common reasons for an emergency visit.',
    'Dr. O’Connor’s team followed 1,204 infants: procalcitonin below 0.5 ng/mL ruled out invasive bacterial infection in 99.2 % of them.',
    'Étude multicentrique — les résultats restent valables chez les nourrissons prématurés. '
      .repeat(20)
      .trim(),
  ].join('\n\n');
  const created = await callFromPage(page, 'POST', '/api/news', {
    title,
    summary: 'Procalcitonin-guided care of febrile infants, a multicentre cohort.',
    body,
    source: 'Archives de Pédiatrie',
    sourceUrl: '',
    tags: 'pediatrics, fever',
    category: 'clinical',
  });
  expect(created.status).toBe(201);
  const { id } = created.json as { id: number };
  expect((await callFromPage(page, 'PUT', `/api/news/${id}/saved`)).status).toBe(200);

  // The service worker installs after the first screen and takes control of the open page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: UI_TIMEOUT_MS,
  });
  // Its saved-items list is refreshed once the worker is ready: wait until the saved article is kept.
  await gotoOk(page, '/saved');
  await page.getByRole('heading', { name: title }).waitFor();
  const kept = await poll(
    () => deviceData(page),
    (data) => (data.caches['docnet-saved-items'] ?? []).includes('/api/news?filter=saved'),
  );
  expect(kept.caches['docnet-saved-items']).toEqual(expect.arrayContaining(['/api/news?filter=saved']));
  return { page, context, title, body };
}

describe('DocNet offline', () => {
  it('opens offline, shows the saved article whole, refuses a change with a sentence, and forgets everything at sign-out', async () => {
    const { page, context, title, body } = await memberWithSavedArticle('offline');

    // Only the shell and the saved lists are kept: no message, notification, sign-in or member page answer.
    const kept = await deviceData(page);
    // Precached files carry Workbox's revision in their query.
    const keptUrls = Object.values(kept.caches)
      .flat()
      .map((url) => url.replace(/\?__WB_REVISION__=\w+$/, ''));
    for (const url of keptUrls) {
      expect(url).not.toMatch(/^\/api\/(messages|conversations|notifications|auth|users|connections|live)/);
      if (url.startsWith('/api/'))
        expect(['/api/news?filter=saved', '/api/cme?filter=saved', '/api/events?filter=attending']).toContain(
          url,
        );
    }
    expect(keptUrls).toContain('/index.html');

    // A change attempted offline is refused, and the page says so.
    await gotoOk(page, '/news');
    await page.getByRole('tab', { name: 'Saved', exact: true }).click();
    const card = page.getByRole('article', { name: title, exact: true });
    await card.waitFor();
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await banner.waitFor();
    await card.getByRole('button', { name: 'Saved', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: OFFLINE_WRITE_MESSAGE }).waitFor();
    await context.setOffline(false);
    await page.getByRole('alert').filter({ hasText: OFFLINE_WRITE_MESSAGE }).waitFor({ state: 'detached' });
    // Nothing was changed: the article is still saved.
    expect(
      ((await callFromPage(page, 'GET', '/api/news?filter=saved')).json as { title: string }[]).map(
        (a) => a.title,
      ),
    ).toContain(title);

    // Reloaded without a network: the shell opens, and the saved article reads in full.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await page.getByRole('link', { name: 'Read saved items' }).click();
    await waitForPath(page, '/saved');
    await page.getByRole('heading', { name: title }).waitFor();
    const text = await page.getByRole('region', { name: 'Journal articles' }).innerText();
    for (const paragraph of body.split('\n\n')) expect(text).toContain(paragraph);
    await expectAccessible(page, 'saved items offline');

    // Back online, sign out: nothing of the member stays on the device.
    await context.setOffline(false);
    await gotoOk(page, '/');
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('docnet-journey-probe');
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
          request.onerror = () => reject(new Error(`IndexedDB refused the probe: ${request.error?.message ?? 'unknown'}`));
        }),
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/auth');
    const after = await poll(() => deviceData(page), nothingKept);
    expect(after).toMatchObject({ registrations: 0, caches: {}, databases: [] });
  });

  it('shows a push by its kind alone, never anything it was not given, with a link inside DocNet', async () => {
    const member = await registerMember('push');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    const context = page.context();
    await signIn(page, member);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: UI_TIMEOUT_MS });
    const origin = new URL(page.url()).origin;
    await context.grantPermissions(['notifications'], { origin });

    // The push service's delivery, as Chromium's DevTools protocol makes it (the payload the notifications service sends).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    const registration = await poll(
      async () => registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted),
      (found) => found !== undefined,
    );
    const deliver = (payload: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration!.registrationId, data: JSON.stringify(payload) });
    await deliver({ type: 'directMessages', id: 41, link: '/messages?with=7' });
    await deliver({ type: 'connectionRequests', id: 42, link: 'https://attacker.example/phish' });

    const shown = await poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown })),
        ),
      (notifications) => notifications.length === 2,
    );
    expect(shown).toEqual([
      { title: 'New message', body: 'Open DocNet to read it.', tag: 'docnet-notification-41', data: { link: '/messages?with=7' } },
      { title: 'New connection request', body: 'Open DocNet to read it.', tag: 'docnet-notification-42', data: { link: '/notifications' } },
    ]);
  });

  it('forgets everything kept on the device when the session has ended elsewhere', async () => {
    const { page } = await memberWithSavedArticle('elsewhere');
    // The session ends outside this page (signed out on another tab, expired, ended by the member elsewhere).
    expect(
      (await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } })).ok(),
    ).toBe(true);
    await page.reload();
    const after = await poll(() => deviceData(page), nothingKept);
    expect(after).toMatchObject({ registrations: 0, caches: {}, databases: [] });
  });
});
