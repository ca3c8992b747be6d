/**
 * Browser journeys of DocNet as an installed phone app: Chromium finds nothing stopping installation (its own
 * installability check, over the DevTools protocol), the iPhone's one-time install hint, and the manifest's
 * "Write a post" shortcut and share target opening the composer.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { expectAccessible } from './support/axe';
import {
  BASE_URL,
  chromiumLaunchOptions,
  PHONE_VIEWPORT,
  UI_TIMEOUT_MS,
  useChromium,
} from './support/chromium';
import { registerMember, signIn } from './support/members';

jest.setTimeout(180_000);

const browser = useChromium();

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('installing DocNet', () => {
  it('leaves Chromium nothing to object to: manifest, icons, scope and start page pass its installability check', async () => {
    // A profile on disk: Chromium never offers installation in an incognito context, which newContext() is.
    const profile = await mkdtemp(join(tmpdir(), 'docnet-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      baseURL: BASE_URL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      expect(manifest.url).toBe(`${BASE_URL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
      };
      expect(installabilityErrors).toEqual([]);
      // The icons it names are served as images.
      for (const icon of ['/icons/icon-192.png', '/icons/maskable-512.png', '/icons/apple-touch-icon.png']) {
        const answer = await page.request.get(icon);
        expect([icon, answer.status(), answer.headers()['content-type']]).toEqual([icon, 200, 'image/png']);
      }
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('tells an iPhone member once, quietly, how to add DocNet to the home screen', async () => {
    const member = await registerMember('iphone');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    // Safari on an iPhone, as the page sees it (the hint reads nothing else).
    await page.addInitScript((userAgent) => {
      Object.defineProperty(navigator, 'userAgent', { get: () => userAgent });
      Object.defineProperty(navigator, 'platform', { get: () => 'iPhone' });
    }, IPHONE_USER_AGENT);
    await signIn(page, member);
    const hint = page.getByRole('note').filter({ hasText: 'Install DocNet on this device' });
    await hint.waitFor();
    await expect(hint.innerText()).resolves.toContain("Tap Share, then 'Add to Home Screen'");
    await expectAccessible(page, 'install hint');
    await hint.getByRole('button', { name: 'Dismiss install hint' }).click();
    await hint.waitFor({ state: 'detached' });
    // Shown once: not on the next visit, dismissed or not.
    await page.reload();
    await page.getByRole('button', { name: 'Share a case study, article, or update...' }).waitFor();
    await page.waitForTimeout(3000);
    expect(await hint.count()).toBe(0);
  });

  it('opens the composer from the "Write a post" shortcut and with what another app shared', async () => {
    const member = await registerMember('share');
    const page = await browser.newPage(PHONE_VIEWPORT);
    await signIn(page, member);

    await page.goto('/?compose=post');
    const dialog = page.getByRole('dialog', { name: 'Create Content' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe('');
    expect(new URL(page.url()).search).toBe('');

    const shared = new URLSearchParams({
      shareTitle: 'Prise en charge de l’enfant fébrile — revue 2026',
      shareText: 'Dr. O’Brien’s summary for Monday’s rounds',
      shareUrl: 'https://example.org/reviews/febrile-child?ref=share',
    });
    await page.goto(`/?${shared.toString()}`);
    await dialog.waitFor();
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe(
      'Prise en charge de l’enfant fébrile — revue 2026',
    );
    await expect(dialog.getByLabel('Body').inputValue()).resolves.toBe(
      'Dr. O’Brien’s summary for Monday’s rounds\n\nhttps://example.org/reviews/febrile-child?ref=share',
    );
    // The address no longer asks for it: a reload shows the feed, not the dialog again.
    expect(new URL(page.url()).search).toBe('');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByText('Prise en charge de l’enfant fébrile — revue 2026')
      .first()
      .waitFor({ timeout: UI_TIMEOUT_MS });
  });
});
