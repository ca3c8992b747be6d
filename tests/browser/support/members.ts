import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { ApiRoutes, type User, type UserPatch } from '@docnet/contracts';
import { codeIn, waitForOutboxMessage } from '../../harness/outbox';
import { BASE_URL, UI_TIMEOUT_MS, waitForPath } from './chromium';

/**
 * Members for browser journeys: registered through the API (email verified through identity's outbox first),
 * signed in through the UI. Names carry a unique word (Q + suffix) so a search finds exactly one member.
 */
export interface Member {
  username: string;
  password: string;
  name: string;
  email: string;
  phoneNumber: string;
}

const OUTBOX_TIMEOUT_MS = 15_000;
const PASSWORD = 'Passw0rd!23';

/** `npi` registers as activation does after the wizard's NPI step chose a record. */
export async function registerMember(label: string, { npi }: { npi?: string } = {}): Promise<Member> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const member: Member = {
    username: `${label}${suffix}`,
    password: PASSWORD,
    name: `Journey ${label} Q${suffix}`,
    email: `${label}.${suffix}@example.com`,
    phoneNumber: `555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: BASE_URL },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  };
  const since = Date.now();
  await post('/api/auth/send-email-verification', { email: member.email });
  const code = codeIn(await waitForOutboxMessage('email', member.email, new Date(since - 1000), /./, OUTBOX_TIMEOUT_MS));
  await post('/api/auth/verify-email-code', { email: member.email, code });
  await post('/api/auth/register', npi ? { ...member, npi } : member);
  return member;
}

/** The unique word of a member's name, for a search that finds only them. */
export function uniqueWordOf(member: Member): string {
  return member.name.split(' ').pop() as string;
}

/**
 * page.goto that retries while the server answers non-OK: the stack serves the shared web/dist, which a
 * concurrent `npm run build -w web` empties for a while (the BFF then answers 500 for the SPA's pages).
 */
export async function gotoOk(page: Page, path: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await page.goto(path);
    if (!response || response.ok() || Date.now() > deadline) return;
    await new Promise((done) => setTimeout(done, 2000));
  }
}

/**
 * Opens /auth until the sign-in form shows. The first screen of a fresh stack may take a while (cold services,
 * shared CPU), and a concurrent web build can swap the bundle's chunks under a loaded page: load it again.
 */
async function openSignInScreen(page: Page): Promise<void> {
  const username = page.getByLabel('Username', { exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await gotoOk(page, '/auth');
    try {
      await username.waitFor({ timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt >= 3) {
        const text = await page.locator('body').innerText().catch(() => '');
        throw new Error(`sign-in screen missing at ${page.url()}: ${text.slice(0, 500)}`, { cause: error });
      }
    }
  }
}

/** Signs in through the UI and answers the member's id (from GET /api/auth/me in the page's session). */
export async function signIn(page: Page, member: Member): Promise<number> {
  await openSignInScreen(page);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/');
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/auth/me', { credentials: 'include' });
    return (await response.json()) as { id: number };
  });
  return me.id;
}

/** Re-reads until `done` holds or the UI timeout passes; answers the last reading. */
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  return value;
}

/** State-changing calls carry the stack's origin, as the browser's own would. */
const sameOrigin = { origin: BASE_URL };

/** A registered member signed in through the API, in a browser context of their own (its cookie jar). */
export interface ApiMember {
  member: Member;
  id: number;
  api: APIRequestContext;
}

/** Registers a member and signs them in through the API, for the set-up a journey needs of other members. */
export async function apiMember(newContext: () => Promise<BrowserContext>, label: string): Promise<ApiMember> {
  const member = await registerMember(label);
  const { request } = await newContext();
  const answer = await request.post(ApiRoutes.authLogin, {
    data: { username: member.username, password: member.password },
    headers: sameOrigin,
  });
  if (!answer.ok()) throw new Error(`sign-in of ${label} failed: ${answer.status()} ${await answer.text()}`);
  return { member, id: ((await answer.json()) as User).id, api: request };
}

/** Sets profile fields once the profile service has created the member's profile (it learns them from events). */
export async function setProfile(api: APIRequestContext, id: number, fields: UserPatch): Promise<void> {
  const response = await poll(
    () => api.patch(ApiRoutes.usersById(id), { data: fields, headers: sameOrigin }),
    (answer) => answer.status() === 200,
  );
  if (response.status() !== 200) throw new Error(`PATCH of member ${id} answered ${response.status()}: ${await response.text()}`);
}
