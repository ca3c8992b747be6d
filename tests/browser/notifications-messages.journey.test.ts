/**
 * Browser journeys (notifications and direct messages): B accepting A's request makes a notification
 * appear for A without a reload (the bell's count goes up, its list and a toast show it); A messages B from B's
 * profile ('Message' beside 'Connected') and B sees the conversation arrive live with an unread marker, reads it
 * (A then sees 'Seen'); a member who is not a connection is refused by the server (403 with its message), and the
 * /messages?with= screen shows that message.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Each page waits until its live stream is open (the bell's data-live-stream) before the other side acts, since
 * the stream only carries what happens while it is open.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for the email code; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Locator, Page } from 'playwright-core';
import { MessagingTexts } from '@docnet/contracts';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { useChromium, waitForPath } from './support/chromium';
import { gotoOk, poll, registerMember, signIn, type Member } from './support/members';

jest.setTimeout(240_000);

const chromium = useChromium();

async function signedIn(member: Member): Promise<{ page: Page; id: number }> {
  const page = await chromium.newPage();
  const id = await signIn(page, member);
  return { page, id };
}

/** The number on a header badge (0 when hidden), e.g. 'notifications-count' or 'messages-count'. */
async function badge(page: Page, testId: string): Promise<number> {
  // Read in one step: a badge counted, then gone before its title was read (zooming out), made a read wait 20 s.
  const title = await page
    .getByTestId(testId)
    .locator('.ant-badge-count:not(.ant-badge-zoom-leave)')
    .evaluateAll((counts) => counts[0]?.getAttribute('title') ?? null);
  return Number(title ?? '0');
}

async function expectBadge(page: Page, testId: string, expected: number): Promise<void> {
  expect(await poll(() => badge(page, testId), (value) => value === expected)).toBe(expected);
}

/** Waits until the page's live stream is connected (the bell carries its status). */
async function liveStreamOpen(page: Page): Promise<void> {
  await page.locator('[data-live-stream="open"]').waitFor();
}

const profileCard = (page: Page): Locator => page.locator('[aria-label="Profile"]');

async function openProfile(page: Page, id: number, name: string): Promise<void> {
  await gotoOk(page, `/profile/${id}`);
  await page.getByRole('heading', { name }).waitFor();
}

/** A asks B to connect from B's profile and B accepts on /network. */
async function requestConnection(a: Page, b: Page, bId: number, bName: string, aName: string): Promise<void> {
  await openProfile(a, bId, bName);
  await profileCard(a).getByRole('button', { name: 'Connect', exact: true }).click();
  await profileCard(a).getByRole('button', { name: 'Pending', exact: true }).waitFor();
  await gotoOk(b, '/network');
  await b.getByRole('tab', { name: /^Pending Requests/ }).click();
  const request = b.getByTestId('member-row').filter({ hasText: aName });
  await request.getByRole('button', { name: 'Accept', exact: true }).click();
  await b.getByText('Connection Accepted', { exact: true }).waitFor();
}

describe('notifications and messages journeys', () => {
  it('notifies A live when B accepts, and delivers A’s message to B live with an unread marker and a read receipt', async () => {
    const alice = await registerMember('alice');
    const bob = await registerMember('bob');
    const a = await signedIn(alice);
    const b = await signedIn(bob);

    // A connects from B's profile and keeps the page open: the stream is listening, nothing is unread.
    await openProfile(a.page, b.id, bob.name);
    await liveStreamOpen(a.page);
    await expectBadge(a.page, 'notifications-count', 0);

    await requestConnection(a.page, b.page, b.id, bob.name, alice.name);

    // Without a reload: the bell counts one, a toast shows it, the bell's list has it as unread.
    const accepted = `${bob.name} accepted your connection request`;
    await expectBadge(a.page, 'notifications-count', 1);
    await a.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const item = a.page.getByTestId('notification-item').filter({ hasText: accepted });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('true');
    await expectAccessibleInBothThemes(a.page, 'notifications dropdown');

    // Opening it marks it read and goes to its link (B's profile), now showing Connected and Message.
    await item.click();
    await waitForPath(a.page, `/profile/${b.id}`);
    await expectBadge(a.page, 'notifications-count', 0);
    await gotoOk(a.page, '/notifications');
    const listed = a.page.getByTestId('notification-item').filter({ hasText: accepted });
    await listed.waitFor();
    expect(await listed.getAttribute('data-unread')).toBe('false');
    await expectAccessibleInBothThemes(a.page, 'notifications');

    // B waits on /messages with the stream open.
    await gotoOk(b.page, '/messages');
    await b.page.getByRole('heading', { name: 'Messages' }).waitFor();
    await liveStreamOpen(b.page);
    await expectBadge(b.page, 'messages-count', 0);
    await expectAccessibleInBothThemes(b.page, 'messages without conversations');

    // A messages B from B's profile.
    await openProfile(a.page, b.id, bob.name);
    await profileCard(a.page).getByRole('button', { name: 'Connected', exact: true }).waitFor();
    await profileCard(a.page).getByRole('button', { name: 'Message', exact: true }).click();
    await a.page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('conversation'));
    const composer = a.page.getByLabel('Write a message');
    await composer.fill('Hello Bob,');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('are you free on Friday?');
    await composer.press('Enter');
    const sent = a.page.getByTestId('message').filter({ hasText: 'are you free on Friday?' });
    await sent.waitFor();
    expect(await sent.getAttribute('data-own')).toBe('true');
    expect(await composer.inputValue()).toBe('');
    await expectAccessibleInBothThemes(a.page, 'messages, open conversation');

    // B: the conversation appears live, marked unread, and the Messages icon counts it.
    const row = b.page.getByTestId('conversation-row').filter({ hasText: alice.name });
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    await row.getByText('Hello Bob, are you free on Friday?').waitFor();
    await expectBadge(b.page, 'messages-count', 1);
    await expectAccessible(b.page, 'messages with an unread conversation');

    // B opens it: the message in full (two lines), the marker and the count go, and A sees 'Seen'.
    await row.click();
    await b.page.getByTestId('message').filter({ hasText: 'are you free on Friday?' }).waitFor();
    expect(await poll(() => row.getAttribute('data-unread'), (value) => value === 'false')).toBe('false');
    await expectBadge(b.page, 'messages-count', 0);
    await sent.getByText('Seen', { exact: true }).waitFor();

    // B answers; A, in the open thread, gets it live.
    await b.page.getByLabel('Write a message').fill('Friday works.');
    await b.page.getByLabel('Write a message').press('Enter');
    await a.page.getByTestId('message').filter({ hasText: 'Friday works.' }).waitFor();
  });

  it('refuses a message from a member who is not a connection', async () => {
    const dana = await registerMember('dana');
    const stranger = await registerMember('stranger');
    const d = await signedIn(dana);
    const s = await signedIn(stranger);

    // The server refuses, whatever the UI offers: 403 with the contract's message.
    const refusal = await s.page.evaluate(async (memberId) => {
      const response = await fetch('/api/conversations', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ memberId }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    }, d.id);
    expect(refusal).toEqual({ status: 403, body: expect.objectContaining({ message: MessagingTexts.notConnected }) });

    // The profile offers no 'Message' to a stranger, and /messages?with= shows the server's message.
    await openProfile(s.page, d.id, dana.name);
    await profileCard(s.page).getByRole('button', { name: 'Connect', exact: true }).waitFor();
    expect(await profileCard(s.page).getByRole('button', { name: 'Message', exact: true }).count()).toBe(0);
    await gotoOk(s.page, `/messages?with=${d.id}`);
    await s.page.getByText(MessagingTexts.notConnected, { exact: true }).waitFor();
    await expectAccessible(s.page, 'messages refused to a non-connection');
  });
});
