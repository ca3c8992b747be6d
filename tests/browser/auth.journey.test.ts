/**
 * Browser journeys of the foundation: route protection, not-found, sign-in, failed sign-in, sign-out.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import type { Page } from 'playwright-core';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { BASE_URL, pathnameOf, useChromium, waitForPath } from './support/chromium';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';

const PASSWORD = 'Passw0rd!23';

jest.setTimeout(120_000);

interface Member {
  username: string;
  password: string;
  name: string;
  email: string;
  phoneNumber: string;
}

const chromium = useChromium();

/** A fresh, signed-out browser session. */
async function newPage(): Promise<Page> {
  const context = await chromium.newContext();
  return context.newPage();
}


/**
 * Registers a member through the API (outside the browser, so the browser stays signed out).
 * One member serves every journey of this file (registrations are rate limited per address);
 * memoized so a single journey can still run on its own.
 */
let sharedMember: Promise<Member> | undefined;
function registeredMember(): Promise<Member> {
  sharedMember ??= registerMember();
  return sharedMember;
}

async function registerMember(): Promise<Member> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const member: Member = {
    username: `journey${suffix}`,
    password: PASSWORD,
    name: `Journey Tester ${suffix}`,
    email: `journey.${suffix}@example.com`,
    phoneNumber: '5551234567',
  };
  const post = (path: string, body: unknown) =>
    fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: BASE_URL },
      body: JSON.stringify(body),
    });
  // Registration needs a verified email: the code comes from identity's local outbox.
  const since = new Date(Date.now() - 1000);
  await post('/api/auth/send-email-verification', { email: member.email });
  const code = codeIn(await waitForOutboxMessage('email', member.email, since, /verification code/i));
  await post('/api/auth/verify-email-code', { email: member.email, code });
  const response = await post('/api/auth/register', member);
  if (!response.ok) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return member;
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('auth journeys', () => {
  it('sends a signed-out visitor of a protected route to /auth', async () => {
    const page = await newPage();
    await page.goto('/content');
    await waitForPath(page, '/auth');
    await page.getByText('Professional Network for Doctors').waitFor();
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await expectAccessibleInBothThemes(page, 'sign-in screen');

    // The router matches case-insensitively: the same guard applies.
    await page.goto('/CONTENT');
    await waitForPath(page, '/auth');
  });

  it('shows the not-found screen for an unknown path', async () => {
    const page = await newPage();
    await page.goto('/no-such-page-for-docnet');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await expectAccessibleInBothThemes(page, 'not-found screen');
    expect(pathnameOf(page)).toBe('/no-such-page-for-docnet');
  });

  it('signs a registered member in and lands on the home feed showing their name', async () => {
    const member = await registeredMember();
    const page = await newPage();
    await signIn(page, member.username, member.password);

    await waitForPath(page, '/');
    await page.getByRole('heading', { name: member.name }).waitFor();
    await page.getByRole('heading', { name: 'Your Feed', exact: true }).waitFor();
    await page.getByText('Login Successful', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'home');

    // The session survives a reload (cookie), and /auth now redirects a member to /.
    await page.goto('/auth');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: member.name }).waitFor();
  });

  it('shows the Login Failed toast for a wrong password', async () => {
    const member = await registeredMember();
    const page = await newPage();
    await signIn(page, member.username, `${member.password}-wrong`);

    await page.getByText('Login Failed', { exact: true }).waitFor();
    await expectAccessible(page, 'sign-in screen after a failed sign-in');
    expect(pathnameOf(page)).toBe('/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });

  it('logs out from the avatar menu and ends on /auth', async () => {
    const member = await registeredMember();
    const page = await newPage();
    await signIn(page, member.username, member.password);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: member.name }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText(member.email).waitFor();
    await expectAccessible(page, 'home with the avatar menu open');
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await waitForPath(page, '/auth');
    await page.getByText('Logged Out', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();

    // The session is really gone: a protected screen sends the visitor back to /auth.
    await page.goto('/settings');
    await waitForPath(page, '/auth');
  });
});
