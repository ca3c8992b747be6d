/**
 * Keyboard journey: a member signs in and opens the avatar menu and the notifications with the
 * keyboard alone, and every control the Tab key stops on shows a visible focus indicator (an outline, or antd's
 * border glow on a text field), in the light and the dark theme.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import type { Locator, Page } from 'playwright-core';
import { useChromium, waitForPath } from './support/chromium';
import { gotoOk, registerMember } from './support/members';

jest.setTimeout(120_000);

const chromium = useChromium();
const MAX_TAB_STOPS = 40;

interface FocusStop {
  /** What the focused control is, for a readable failure. */
  description: string;
  /** The outline or box-shadow that shows the focus, or null when nothing does. */
  indicator: string | null;
}

/**
 * The focused control and how its focus shows: its own outline or box-shadow, or for a text field inside an
 * antd wrapper (affix, select) the wrapper's, where antd draws it.
 */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { description: 'the page', indicator: null };
    const description = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (node: Element | null): string | null => {
      if (!node) return null;
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const wrapper = element.closest('.ant-input-affix-wrapper, .ant-select-selector, .ant-input-number, .ant-picker');
    return { description, indicator: shown(element) ?? shown(wrapper) };
  });
}

/**
 * Presses Tab until `target` has the focus, checking that every control it stops on on the way shows it.
 * Answers the indicator of the target.
 */
async function tabTo(page: Page, target: Locator): Promise<string> {
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusStop(page);
    if (focus.indicator === null) throw new Error(`no visible focus on ${focus.description} at ${page.url()}`);
    if (await target.evaluate((element) => element === document.activeElement)) return focus.indicator;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${MAX_TAB_STOPS} stops at ${page.url()}`);
}

/** Moves the keyboard's starting point to the top of the page, as a fresh page load would: the next Tab is the first control. */
async function fromTopOfPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}

describe('keyboard journey', () => {
  it('signs in, opens the avatar menu and the notifications by keyboard alone, with a visible focus everywhere', async () => {
    const member = await registerMember('keys');
    const page = await chromium.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoOk(page, '/auth');
    const username = page.getByLabel('Username', { exact: true });
    await username.waitFor({ timeout: 60_000 });

    // Sign in: Tab to each field, type, Enter submits.
    await tabTo(page, username);
    await page.keyboard.type(member.username);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: member.name }).waitFor();

    // The avatar menu opens with Enter and takes the focus on its first item; the arrows move, Enter opens one.
    await fromTopOfPage(page);
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    expect(await tabTo(page, accountMenu)).toMatch(/^outline 2px solid rgb\(9, 88, 217\)/);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').getByText(member.email).waitFor();
    const focused = page.locator(':focus');
    await page.getByRole('menuitem', { name: 'Profile' }).and(focused).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Settings' }).and(focused).waitFor();
    expect((await focusStop(page)).indicator).not.toBeNull();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/settings');

    // The bell: Enter shows the latest notifications, and Tab goes on into them.
    await fromTopOfPage(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    await page.getByText('No notifications yet').waitFor();
    await tabTo(page, page.getByRole('link', { name: 'See all notifications' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/notifications');

    // In the dark theme the focus ring takes the light blue that reads on the dark page.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await fromTopOfPage(page);
    expect(await tabTo(page, accountMenu)).toMatch(/^outline 2px solid rgb\(105, 177, 255\)/);
  });
});
