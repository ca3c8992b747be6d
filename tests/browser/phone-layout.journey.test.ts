/**
 * On a 390×844 phone, every control of the main screens can be tapped: each visible interactive element is at
 * least 44×44 px and stays inside the screen's width (the page scrolls down, never sideways). A failure names
 * each offender by screen, selector, text and size.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for codes; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Page } from 'playwright-core';
import { animationsSettled, PHONE_VIEWPORT, useChromium } from './support/chromium';
import { apiMember, gotoOk, setProfile, signIn, registerMember } from './support/members';
import { describeOffenders, layoutOffenders } from './support/tap-targets';

jest.setTimeout(600_000);

const chromium = useChromium();

/** Opens `path`, waits for `ready` to show and the screen to settle, and answers the offenders' lines. */
async function offendersOn(page: Page, screen: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await gotoOk(page, path);
  try {
    await ready(page);
  } catch (error) {
    const text = await page.locator('body').innerText().catch(() => '');
    throw new Error(`${screen} did not show at ${page.url()}: ${text.slice(0, 400)}`, { cause: error });
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.mouse.move(0, 0);
  await animationsSettled(page);
  const offenders = await layoutOffenders(page);
  return offenders.length ? [describeOffenders(screen, offenders)] : [];
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

describe('phone layout: every control of the main screens is a 44×44 tap target inside the screen', () => {
  test('signed out: landing and sign-in', async () => {
    const page = await chromium.newPage(PHONE_VIEWPORT);
    const found = [
      ...(await offendersOn(page, 'landing', '/public', (p) => p.locator('main').first().waitFor())),
      ...(await offendersOn(page, 'sign-in', '/auth', (p) => p.getByLabel('Username', { exact: true }).waitFor())),
    ];
    expect(found.join('\n')).toBe('');
  });

  test('signed in: feed, profile, editor, search, network, events, news, CME, messages, notifications, settings', async () => {
    // A colleague with a long name and accents, so search and the lists have a card to measure.
    const colleague = await apiMember(chromium.newContext, 'tapcolleague');
    await setProfile(colleague.api, colleague.id, { city: 'Austin', state: 'TX' });
    const member = await registerMember('taptargets');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    const id = await signIn(page, member);
    const screens: Array<[string, string, (page: Page) => Promise<unknown>]> = [
      ['home feed', '/', (p) => p.locator('main').first().waitFor()],
      ['profile', `/profile/${id}`, (p) => p.getByRole('tab').first().waitFor()],
      ['edit profile', `/profile/${id}/edit`, heading('Complete Your Profile')],
      ['search', '/search', (p) => p.locator('main').first().waitFor()],
      ['network', '/network', (p) => p.getByRole('tab').first().waitFor()],
      ['events', '/events', (p) => p.locator('main').first().waitFor()],
      ['news', '/news', (p) => p.locator('main').first().waitFor()],
      ['CME', '/resources/cme', (p) => p.locator('main').first().waitFor()],
      ['messages', '/messages', (p) => p.locator('main').first().waitFor()],
      ['notifications', '/notifications', (p) => p.locator('main').first().waitFor()],
      ['settings', '/settings', (p) => p.getByRole('tab').first().waitFor()],
    ];
    const found: string[] = [];
    for (const [screen, path, ready] of screens) found.push(...(await offendersOn(page, screen, path, ready)));
    expect(found.join('\n')).toBe('');
  });
});
