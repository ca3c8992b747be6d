import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';

/** The stack's origin (started by the harness) and how long a journey waits for the UI. */
export const BASE_URL = (process.env.DOCNET_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const UI_TIMEOUT_MS = 20_000;

/** The phone the journeys check the small-screen layouts on. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * Debian's Chromium, headless. The networking flags keep it from calling out: this machine has no
 * network but the package registries, and refused connections slow every start.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * One Chromium for a test file, launched before its tests and closed after them; `newContext` gives a fresh,
 * signed-out browser session on the stack's origin, closed after each test, and `newPage` a page in one whose
 * uncaught script errors are logged (so a failing journey shows them).
 */
export function useChromium(): {
  newContext: () => Promise<BrowserContext>;
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
} {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newContext = async () => {
    if (!browser) throw new Error('Chromium is not running: call useChromium() at the top of the test file');
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    contexts.push(context);
    // Every page of the context, however it is opened (newPage here, a journey's own context.newPage, a popup).
    context.on('page', waitForReadyOnLoad);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitForReadyOnLoad(await newPage());
    return context;
  };
  return {
    newContext,
    /** `viewport`: another screen size than the desktop one (PHONE_VIEWPORT). */
    async newPage(viewport?: { width: number; height: number }) {
      const page = await (await newContext()).newPage();
      page.on('pageerror', (error) => console.warn(`page error at ${page.url()}: ${error.message}`));
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
  };
}

const readyOnLoad = new WeakSet<Page>();

/**
 * A prerendered page (/auth, the static pages) paints before React has adopted it, and a click in between is
 * lost: the page's loads (goto, reload) wait for the app's ready mark (<html data-ready>, set by the root layout
 * once the screen's boundary is adopted). A journey that clicked on a page of its own context, which did not
 * wait, lost the 'Forgot password' click now and then.
 */
function waitForReadyOnLoad(page: Page): Page {
  if (readyOnLoad.has(page)) return page;
  readyOnLoad.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // Only for the app's pages: an error answer (a concurrent build emptying web/dist) is returned at once.
  const ready = async (response: Response | null) => {
    if (response?.ok() && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
  return page;
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: UI_TIMEOUT_MS });
}

/** Waits until CSS animations and transitions (a dialog zooming in) have finished; endless spinners aside. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: UI_TIMEOUT_MS },
  );
}
