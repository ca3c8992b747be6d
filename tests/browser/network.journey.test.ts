/**
 * Browser journeys (connections): member A connects from B's profile ('Pending'), B finds the request
 * under Pending Requests on /network (count badge, 'Network Statistics') and accepts it, and both then see each
 * other as Connected on the profile, in the search results and in the Connections tabs. A declined request
 * leaves the list, and asking again at once is refused with the day it is allowed; a new member sees the network
 * screen's empty states. On a phone, a member's sent requests are listed and counted under Pending Requests and one
 * is withdrawn, which frees the pair at once. On a phone, a request's
 * notification opens Pending Requests, requests and acceptances reach an open network screen live, and the
 * statistics come after the tabs, side by side.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for the email code; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Locator, Page } from 'playwright-core';
import { expectAccessibleInBothThemes } from './support/axe';
import { PHONE_VIEWPORT, pathnameOf, useChromium, waitForPath } from './support/chromium';
import { apiMember, gotoOk, poll, registerMember, signIn, uniqueWordOf, type ApiMember, type Member } from './support/members';

jest.setTimeout(240_000);

const chromium = useChromium();

const newPage = () => chromium.newPage();

async function signedIn(member: Member): Promise<{ page: Page; id: number }> {
  const page = await newPage();
  const id = await signIn(page, member);
  return { page, id };
}

/** The figure of one 'Network Statistics' entry. */
async function statistic(page: Page, title: string): Promise<number> {
  const value = page
    .locator('[aria-label="Network Statistics"] .ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content-value');
  return Number((await value.innerText()).replace(/\D/g, ''));
}

async function expectStatistics(page: Page, expected: Record<string, number>): Promise<void> {
  for (const [title, figure] of Object.entries(expected)) {
    expect(await poll(() => statistic(page, title), (value) => value === figure)).toBe(figure);
  }
}

/** The number on the 'Pending Requests' tab's badge (0 when the badge is hidden). */
async function pendingBadge(page: Page): Promise<number> {
  const count = page.getByTestId('pending-count').locator('.ant-badge-count:not(.ant-badge-zoom-leave)');
  if (!(await count.count())) return 0;
  return Number((await count.first().getAttribute('title')) ?? '0');
}

const profileCard = (page: Page): Locator => page.locator('[aria-label="Profile"]');

async function openProfile(page: Page, id: number, name: string): Promise<void> {
  await gotoOk(page, `/profile/${id}`);
  await page.getByRole('heading', { name }).waitFor();
}

/** The profile card's connection state button, its disabled flag and the connections count. */
async function expectProfileState(page: Page, label: 'Connect' | 'Pending' | 'Connected', connections: number): Promise<void> {
  const button = profileCard(page).getByRole('button', { name: label, exact: true });
  await button.waitFor();
  expect(await button.isDisabled()).toBe(label !== 'Connect');
  await profileCard(page).getByText(`${connections} connections`, { exact: true }).waitFor();
}

/** The profile's Connections tab lists the member by name, linking to their profile. */
async function expectConnectionsTabLists(page: Page, member: Member, memberId: number): Promise<void> {
  await page.getByRole('tab', { name: 'Connections', exact: true }).click();
  const link = page.getByRole('tabpanel').getByRole('link', { name: member.name, exact: true });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(`/profile/${memberId}`);
}

async function expectSearchShowsConnected(page: Page, member: Member): Promise<void> {
  await gotoOk(page, `/search?query=${encodeURIComponent(uniqueWordOf(member))}`);
  const result = page.getByTestId('search-result').filter({ hasText: member.name });
  await result.getByText('Connected', { exact: true }).waitFor();
  expect(await result.getByRole('button', { name: 'Connect', exact: true }).count()).toBe(0);
}

describe('network journeys', () => {
  it('connects two members: request from a profile, accept on /network, Connected everywhere', async () => {
    const alice = await registerMember('alice');
    const bob = await registerMember('bob');
    const a = await signedIn(alice);
    const b = await signedIn(bob);

    // A connects from B's profile: optimistic 'Pending' (disabled) and the toast naming B.
    await openProfile(a.page, b.id, bob.name);
    await expectProfileState(a.page, 'Connect', 0);
    await profileCard(a.page).getByRole('button', { name: 'Connect', exact: true }).click();
    await expectProfileState(a.page, 'Pending', 0);
    await a.page.getByText(`Your connection request has been sent to ${bob.name}.`, { exact: true }).waitFor();
    // Stored by the server: still Pending after a reload, and the search result shows the badge.
    await a.page.reload();
    await expectProfileState(a.page, 'Pending', 0);
    await gotoOk(a.page, `/search?query=${encodeURIComponent(uniqueWordOf(bob))}`);
    await a.page.getByTestId('search-result').filter({ hasText: bob.name }).getByText('Pending', { exact: true }).waitFor();

    // B sees the request under Pending Requests, with the count on the badge and in the statistics.
    await gotoOk(b.page, '/network');
    await b.page.getByText('Network Statistics', { exact: true }).waitFor();
    await expectStatistics(b.page, { 'Connected Doctors': 0, 'Pending Requests': 1, 'Total Network Size': 1 });
    expect(await poll(() => pendingBadge(b.page), (count) => count === 1)).toBe(1);
    await b.page.getByText("You don't have any connections yet", { exact: true }).waitFor();
    await expectAccessibleInBothThemes(b.page, 'network, no connections');

    await b.page.getByRole('tab', { name: /^Pending Requests/ }).click();
    const request = b.page.getByTestId('member-row').filter({ hasText: alice.name });
    await request.waitFor();
    await expectAccessibleInBothThemes(b.page, 'network, Pending Requests');
    expect(await request.getByRole('link', { name: alice.name, exact: true }).getAttribute('href')).toBe(`/profile/${a.id}`);
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await b.page.getByText('Connection Accepted', { exact: true }).waitFor();
    await b.page.getByText('You have successfully connected with this doctor.', { exact: true }).waitFor();
    await b.page.getByText('No pending connection requests', { exact: true }).waitFor();
    expect(await poll(() => pendingBadge(b.page), (count) => count === 0)).toBe(0);
    await expectStatistics(b.page, { 'Connected Doctors': 1, 'Pending Requests': 0, 'Total Network Size': 1 });

    // The accepted request moved to the connections tab.
    await b.page.getByRole('tab', { name: 'Connections', exact: true }).click();
    await b.page.getByRole('tabpanel').getByRole('link', { name: alice.name, exact: true }).waitFor();
    // Still there after a reload (the server's lists).
    await b.page.reload();
    await expectStatistics(b.page, { 'Connected Doctors': 1, 'Pending Requests': 0, 'Total Network Size': 1 });
    await b.page.getByRole('tabpanel').getByRole('link', { name: alice.name, exact: true }).waitFor();
    await expectAccessibleInBothThemes(b.page, 'network, Connections');

    // Both see each other as Connected on the profile (count from the social graph) and in its Connections tab.
    await openProfile(b.page, a.id, alice.name);
    await expectProfileState(b.page, 'Connected', 1);
    await expectConnectionsTabLists(b.page, bob, b.id);

    await openProfile(a.page, b.id, bob.name);
    await expectProfileState(a.page, 'Connected', 1);
    await expectConnectionsTabLists(a.page, alice, a.id);

    // Their own profiles count and list the connection.
    await openProfile(a.page, a.id, alice.name);
    await profileCard(a.page).getByText('1 connections', { exact: true }).waitFor();
    await expectConnectionsTabLists(a.page, bob, b.id);

    // And the search results show the Connected badge both ways.
    await expectSearchShowsConnected(a.page, bob);
    await expectSearchShowsConnected(b.page, alice);
  });

  it('declines a request, which leaves the list and lets the requester connect again', async () => {
    const carol = await registerMember('carol');
    const dave = await registerMember('dave');
    const c = await signedIn(carol);
    const d = await signedIn(dave);

    // A new member's network: the empty states and their links.
    await gotoOk(d.page, '/network');
    await d.page.getByText("You don't have any connections yet", { exact: true }).waitFor();
    await d.page.getByRole('tab', { name: /^Pending Requests/ }).click();
    await d.page.getByText('No pending connection requests', { exact: true }).waitFor();
    await d.page.getByRole('tab', { name: 'Suggestions', exact: true }).click();
    await d.page.getByRole('heading', { name: 'People you may know' }).waitFor();
    await expectAccessibleInBothThemes(d.page, 'network, Suggestions');
    expect(await d.page.getByRole('link', { name: 'View More', exact: true }).getAttribute('href')).toBe('/search');
    await d.page.getByRole('tab', { name: 'Connections', exact: true }).click();
    await d.page.getByRole('button', { name: 'Find Doctors to Connect' }).click();
    await waitForPath(d.page, '/search');

    await openProfile(c.page, d.id, dave.name);
    await profileCard(c.page).getByRole('button', { name: 'Connect', exact: true }).click();
    await expectProfileState(c.page, 'Pending', 0);

    await gotoOk(d.page, '/network');
    expect(await poll(() => pendingBadge(d.page), (count) => count === 1)).toBe(1);
    await d.page.getByRole('tab', { name: /^Pending Requests/ }).click();
    const request = d.page.getByTestId('member-row').filter({ hasText: carol.name });
    await request.getByRole('button', { name: 'Reject', exact: true }).click();
    await d.page.getByText('Connection Rejected', { exact: true }).waitFor();
    await d.page.getByText('The connection request has been rejected.', { exact: true }).waitFor();
    await d.page.getByText('No pending connection requests', { exact: true }).waitFor();
    await d.page.reload();
    await expectStatistics(d.page, { 'Connected Doctors': 0, 'Pending Requests': 0, 'Total Network Size': 0 });

    // Asking again right after the decline is refused with the day it is allowed, and the button comes back.
    await openProfile(c.page, d.id, dave.name);
    await expectProfileState(c.page, 'Connect', 0);
    await profileCard(c.page).getByRole('button', { name: 'Connect', exact: true }).click();
    await c.page.getByText('Failed to Connect', { exact: true }).waitFor();
    await c.page.getByText(/^This member declined your last connection request\. You can send them a new one from [A-Z][a-z]+ \d{1,2}, \d{4}\.$/).waitFor();
    await expectProfileState(c.page, 'Connect', 0);
    expect(pathnameOf(c.page)).toBe(`/profile/${d.id}`);
    expect(await poll(() => pendingBadge(d.page), (count) => count === 0)).toBe(0);
  });

  it('lists the requests a member sent under Pending Requests, counted, and withdraws one, which frees the pair at once', async () => {
    const [niamh, tomas] = await Promise.all([apiMember(chromium.newContext, 'niamh'), apiMember(chromium.newContext, 'tomas')]);
    const sender = await registerMember('sender');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    await signIn(page, sender);
    for (const other of [niamh, tomas]) {
      await openProfile(page, other.id, other.member.name);
      await profileCard(page).getByRole('button', { name: 'Connect', exact: true }).click();
      await expectProfileState(page, 'Pending', 0);
    }

    // Two requests out: the statistics and the badge say 2, not 0, and the tab lists them under 'Sent (2)'.
    await gotoOk(page, '/network');
    await expectStatistics(page, { 'Connected Doctors': 0, 'Pending Requests': 2, 'Total Network Size': 2 });
    expect(await poll(() => pendingBadge(page), (count) => count === 2)).toBe(2);
    await page.getByRole('tab', { name: /^Pending Requests/ }).click();
    await page.getByRole('heading', { name: 'Sent (2)' }).waitFor();
    await expectAccessibleInBothThemes(page, 'network, sent requests');
    const toNiamh = page.getByTestId('member-row').filter({ hasText: niamh.member.name });
    const withdraw = toNiamh.getByRole('button', { name: `Withdraw request to ${niamh.member.name}` });
    const box = await withdraw.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    await withdraw.click();
    await page.getByText('Request Withdrawn', { exact: true }).waitFor();
    await page.getByText(`Your connection request to ${niamh.member.name} has been withdrawn.`, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Sent (1)' }).waitFor();
    await expectStatistics(page, { 'Connected Doctors': 0, 'Pending Requests': 1, 'Total Network Size': 1 });
    // The receiver no longer has it.
    expect(await (await niamh.api.get('/api/connections/pending')).json()).toEqual([]);

    // After a reload too, and the pair is free at once: Connect works again.
    await page.reload();
    await expectStatistics(page, { 'Connected Doctors': 0, 'Pending Requests': 1, 'Total Network Size': 1 });
    await openProfile(page, niamh.id, niamh.member.name);
    await profileCard(page).getByRole('button', { name: 'Connect', exact: true }).click();
    await expectProfileState(page, 'Pending', 0);
    await page.reload();
    await expectProfileState(page, 'Pending', 0);
  });

  it('on a phone: a request notification opens Pending Requests, the lists follow the live stream, statistics after the tabs', async () => {
    const [siobhan, renee] = await Promise.all([apiMember(chromium.newContext, 'siobhan'), apiMember(chromium.newContext, 'renee')]);
    const member = await registerMember('phonenet');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    const id = await signIn(page, member);
    const ask = async (from: ApiMember, receiverId: number) => {
      const answer = await from.api.post('/api/connections', { data: { receiverId }, headers: { origin: new URL(page.url()).origin } });
      expect(answer.status()).toBe(201);
    };

    // The request's notification opens the Pending Requests tab with the request in it (it opened Connections).
    await ask(siobhan, id);
    await gotoOk(page, '/notifications');
    await page.getByTestId('notification-item').filter({ hasText: `${siobhan.member.name} sent you a connection request` }).click();
    await page.waitForURL((url) => url.pathname === '/network' && url.searchParams.get('tab') === 'pending');
    await page.getByRole('tab', { name: /^Pending Requests/, selected: true }).waitFor();
    await page.getByRole('tabpanel').getByTestId('member-row').filter({ hasText: siobhan.member.name }).waitFor();

    // The tabs fill the first screen, the statistics follow them, side by side in one short row.
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not laid out');
      return found;
    };
    const tabs = await box(page.getByRole('tablist').first());
    const statistics = await box(page.locator('[aria-label="Network Statistics"]'));
    expect(tabs.y + tabs.height).toBeLessThan(PHONE_VIEWPORT.height / 2);
    expect(statistics.y).toBeGreaterThan(tabs.y);
    expect(statistics.height).toBeLessThan(200);

    // A request arriving while the screen is open shows without a reload, counted on the badge.
    await page.locator('[data-live-stream="open"]').waitFor();
    await ask(renee, id);
    await page.getByRole('tabpanel').getByTestId('member-row').filter({ hasText: renee.member.name }).waitFor();
    expect(await poll(() => pendingBadge(page), (count) => count === 2)).toBe(2);

    // An acceptance elsewhere reaches the requester's open Connections tab live.
    await gotoOk(page, '/network');
    await page.locator('[data-live-stream="open"]').waitFor();
    const them = await apiMember(chromium.newContext, 'aine');
    await ask({ ...them, api: page.request }, them.id);
    const [sent] = await poll(
      async () => ((await (await them.api.get('/api/connections/pending')).json()) as Array<{ connection: { id: number } }>),
      (list) => list.length === 1,
    );
    const accepted = await them.api.put(`/api/connections/${sent.connection.id}`, { data: { status: 'accepted' }, headers: { origin: new URL(page.url()).origin } });
    expect(accepted.status()).toBe(200);
    await page.getByRole('tabpanel').getByRole('link', { name: them.member.name, exact: true }).waitFor();
    await expectStatistics(page, { 'Connected Doctors': 1, 'Pending Requests': 2, 'Total Network Size': 3 });
  });
});
