/**
 * Browser journey (the AI assistant): a member whose colleagues share their specialty and city asks
 * the floating assistant how to expand their network ('Expand Network'), gets an answer naming those real
 * members with their match scores, chooses one and sees the 'Profile Details' preview with 'View Full Profile';
 * the same conversation continues on the AI chat screen (/assistant: Content Viewer, input rules, the failure
 * apology); the 'AI Assistant' tab on /network shows the scored, explained recommendations without the member
 * they are already connected to.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for the email code; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { APIRequestContext, Page, Route } from 'playwright-core';
import {
  ApiRoutes,
  type AiChatResponse,
  type Connection,
} from '@docnet/contracts';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { BASE_URL, useChromium, waitForPath } from './support/chromium';
import { apiMember, gotoOk, poll, registerMember, setProfile, signIn, type ApiMember } from './support/members';

jest.setTimeout(300_000);

const chromium = useChromium();

/** State-changing calls carry the stack's origin, as the browser's own would. */
const sameOrigin = { origin: BASE_URL };
const CHAT_FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";
const PLACEHOLDER = 'Ask me about networking, career advice, or connections...';

/** A registered member signed in through the API (their own browser context's cookie jar). */
const colleague = (label: string): Promise<ApiMember> => apiMember(chromium.newContext, label);

/** The requester sends a request (once the social graph knows the receiver) and the receiver accepts it. */
async function connect(requester: APIRequestContext, receiver: ApiMember): Promise<void> {
  const sent = await poll(
    () => requester.post(ApiRoutes.connections, { data: { receiverId: receiver.id }, headers: sameOrigin }),
    (response) => response.status() === 201,
  );
  expect(sent.status()).toBe(201);
  const connection = (await sent.json()) as Connection;
  const answered = await receiver.api.put(ApiRoutes.connectionById(connection.id), {
    data: { status: 'accepted' },
    headers: sameOrigin,
  });
  expect(answered.status()).toBe(200);
}

/**
 * Waits until the assistant's projections (member cards, the social graph) hold the setup: its recommendations are
 * exactly the expected members. Read through the chat, which is not cached, so the network tab's first read
 * (cached 5 minutes) sees the finished setup.
 */
async function waitForRecommendations(api: APIRequestContext, expected: number[]): Promise<void> {
  const want = [...expected].sort((a, b) => a - b).join(',');
  const deadline = Date.now() + 90_000;
  let seen = '';
  while (Date.now() < deadline) {
    const response = await api.post(ApiRoutes.aiChat, {
      data: { message: 'Who do you recommend I connect with?' },
      headers: sameOrigin,
    });
    if (response.ok()) {
      seen = ((await response.json()) as AiChatResponse).recommendations
        .map(({ userId }) => userId)
        .sort((a, b) => a - b)
        .join(',');
      if (seen === want) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`the assistant recommends [${seen}], expected [${want}]`);
}

describe('AI assistant journeys', () => {
  it('recommends real colleagues in the floating panel and the chat screen, and explains them on /network', async () => {
    const city = `Brookhaven${Date.now().toString(36)}`;
    const practice = { specialty: 'Orthodontics', city, state: 'Oregon' };

    // The seeker signs in through the UI; their API calls share the page's session.
    const seeker = await registerMember('seeker');
    const context = await chromium.newContext();
    const page: Page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    const seekerId = await signIn(page, seeker);
    await setProfile(page.request, seekerId, { ...practice, affiliation: 'Riverside Dental' });

    // Three colleagues with the same specialty and city; one more, the best match, is already a connection.
    const peers = [await colleague('peera'), await colleague('peerb'), await colleague('peerc')];
    const affiliations = ['Lakeside Clinic', 'Hillcrest Group', 'Summit Dental'];
    for (const [index, peer] of peers.entries()) {
      await setProfile(peer.api, peer.id, {
        ...practice,
        affiliation: affiliations[index],
        bio: `Orthodontist ${index + 1} who enjoys interdisciplinary referrals.`,
      });
    }
    const connected = await colleague('partner');
    await setProfile(connected.api, connected.id, { ...practice, affiliation: 'Riverside Dental' });
    await connect(page.request, connected);
    await waitForRecommendations(
      page.request,
      peers.map(({ id }) => id),
    );

    // The floating panel: round button, full-screen panel with the welcome state.
    await gotoOk(page, '/');
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.getByRole('button', { name: 'Get Recommendations' }).waitFor();
    await expectAccessibleInBothThemes(page, 'assistant panel');
    await panel.getByRole('button', { name: 'Expand Network' }).click();
    await panel
      .getByTestId('chat-message-user')
      .getByText('How can I expand my professional network?', { exact: true })
      .waitFor();

    // The answer names the real colleagues, each with name, specialty and a percentage match, never the connection.
    const recommended = panel.getByRole('group', { name: 'Recommended professionals' });
    for (const peer of peers) {
      const choice = recommended.getByRole('button', { name: new RegExp(peer.member.name) });
      await choice.waitFor();
      expect(await choice.innerText()).toMatch(/Orthodontics[\s\S]*\d{1,3}% match/);
      await panel.getByTestId('chat-message-content').getByText(new RegExp(peer.member.name)).waitFor();
    }
    expect(await panel.getByText(connected.member.name).count()).toBe(0);
    await expectAccessible(page, 'assistant panel with recommendations');

    // Choosing one shows the profile preview inside the panel.
    const chosen = peers[0];
    await recommended.getByRole('button', { name: new RegExp(chosen.member.name) }).click();
    const preview = panel.getByLabel('Profile preview');
    await panel.getByText('Profile Details', { exact: true }).waitFor();
    await preview.getByRole('heading', { name: chosen.member.name }).waitFor();
    // (The bio shows when the assistant has one: its profile.updated v1 projection carries none today.)
    for (const detail of ['Orthodontics', 'Lakeside Clinic', `${city}, Oregon`]) {
      await preview.getByText(detail, { exact: true }).waitFor();
    }
    await expectAccessibleInBothThemes(page, 'assistant panel with a profile preview');
    await preview.getByRole('button', { name: 'View Full Profile' }).click();
    await waitForPath(page, `/profile/${chosen.id}`);
    await page.getByRole('heading', { name: chosen.member.name }).first().waitFor();

    // The panel got out of the way as a bottom bar; Expand brings the same conversation back, close ends it.
    const bar = page.getByRole('region', { name: 'AI Assistant (minimized)' });
    await bar.waitFor();
    await expectAccessible(page, 'profile with the minimized assistant');
    await bar.getByRole('button', { name: 'Expand' }).click();
    await panel
      .getByTestId('chat-message-user')
      .getByText('How can I expand my professional network?', { exact: true })
      .waitFor();
    await panel.getByRole('button', { name: 'Minimize' }).click();
    await bar.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await panel.getByRole('link', { name: 'Open full screen' }).click();

    // The chat screen: the same conversation and selection, the input's rules, Enter sends, Shift+Enter does not.
    await waitForPath(page, '/assistant');
    await page.getByText('Profile Details', { exact: true }).waitFor();
    await page.getByLabel('Profile preview').getByRole('heading', { name: chosen.member.name }).waitFor();
    expect(await page.getByRole('button', { name: 'Open AI Assistant' }).count()).toBe(0);
    await expectAccessibleInBothThemes(page, 'assistant screen');
    const input = page.getByPlaceholder(PLACEHOLDER);
    const send = page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    const height = async () => (await input.boundingBox())?.height ?? 0;
    expect(await height()).toBeGreaterThanOrEqual(60);
    await input.fill('How do I connect with a colleague?');
    await input.press('Shift+Enter');
    for (let line = 0; line < 8; line += 1) await input.press('Shift+Enter');
    expect(await input.inputValue()).toMatch(/colleague\?\n{9}$/);
    expect(await height()).toBeLessThanOrEqual(120);
    expect(await height()).toBeGreaterThan(60);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    expect(Math.round(await height())).toBe(60);
    await page.getByText(/To connect with a colleague on DocNet/).waitFor();
    expect(await input.isDisabled()).toBe(false);

    // While a reply is pending: 'AI is thinking...', input and send disabled. A failing call then appends the
    // assistant's apology, and the conversation goes on.
    let held: (route: Route) => void = () => undefined;
    const arrived = new Promise<Route>((resolve) => {
      held = resolve;
    });
    await page.route('**/api/ai/chat', (route) => held(route));
    await input.fill('Any career advice?');
    await send.click();
    const pendingCall = await arrived;
    await page.getByText('AI is thinking...', { exact: true }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    await expectAccessible(page, 'assistant screen while a reply is pending');
    await pendingCall.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
    await page.getByTestId('chat-message-assistant').getByText(CHAT_FAILURE, { exact: true }).waitFor();
    await page.getByText('AI is thinking...', { exact: true }).waitFor({ state: 'detached' });
    await page.unroute('**/api/ai/chat');

    // /network 'AI Assistant' tab: the same colleagues, scored and explained, without the existing connection.
    await gotoOk(page, '/network');
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    const list = page.getByLabel('AI recommendations');
    for (const peer of peers) {
      const card = list.getByLabel(peer.member.name, { exact: true });
      await card.waitFor();
      const text = await card.innerText();
      expect(text).toMatch(/\d{1,3}% match/);
      expect(text).toContain('Orthodontics');
      expect(text).toContain(city);
      // Explained: a reasoning line naming them and the match factors beside the score badge.
      expect(text.split(peer.member.name).length).toBeGreaterThan(2);
      expect(await card.locator('.ant-tag').count()).toBeGreaterThanOrEqual(3);
    }
    expect(await list.getByLabel(connected.member.name, { exact: true }).count()).toBe(0);
    await expectAccessibleInBothThemes(page, 'network, AI Assistant');

    // Connect on a pick, as on the suggestions: the request goes out and the pick shows Pending.
    const pick = list.getByLabel(peers[0].member.name, { exact: true });
    await pick.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('.docnet-toast').getByText('Connection request sent', { exact: true }).waitFor();
    await pick.getByRole('button', { name: 'Pending', exact: true }).waitFor();
  });
});
