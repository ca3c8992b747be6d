/**
 * Members of the web benchmarks, made through the API as a visitor would make them (email verified through
 * identity's outbox), with their session cookie for the requests that follow.
 */
import { ApiRoutes, type User } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing/event-probe';
import { codeIn, waitForOutboxMessage } from '../../harness/outbox';
import { sleep } from '../../harness/processes';
import { newRegistration } from '../../system/members';

export interface BenchMember {
  user: User;
  cookie: string;
}

/** A JSON call with the member's session, tried again while the stack answers 503 (still starting). */
export async function callWithRetry<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 503 || attempt === 5) {
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    }
    await sleep(2000);
  }
}

/** A new member, signed in, whose profile exists (the service creates it from identity's event). */
export async function newBenchMember(baseUrl: string): Promise<BenchMember> {
  const registration = newRegistration();
  const since = new Date(Date.now() - 1000);
  await callWithRetry(baseUrl, 'POST', ApiRoutes.authSendEmailVerification, { email: registration.email });
  const code = codeIn(
    await waitForOutboxMessage('email', registration.email, since, /verification code/i, 60_000),
  );
  await callWithRetry(baseUrl, 'POST', ApiRoutes.authVerifyEmailCode, { email: registration.email, code });
  const registered = await fetch(`${baseUrl}${ApiRoutes.authRegister}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(registration),
  });
  if (!registered.ok) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const user = (await registered.json()) as User;
  await eventually(
    async () =>
      (await fetch(`${baseUrl}${ApiRoutes.privacySettings}`, { headers: { cookie } })).status === 200,
    `the profile of ${user.id}`,
  );
  return { user, cookie };
}

/** The member's session cookie as Playwright's `context.addCookies` takes it, for the stack at `baseUrl`. */
export function browserCookies(
  member: BenchMember,
  baseUrl: string,
): { name: string; value: string; url: string }[] {
  return member.cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: baseUrl };
  });
}

/** Publishes `count` posts of a few sentences each. */
export async function publishPosts(
  baseUrl: string,
  member: BenchMember,
  count: number,
): Promise<{ id: number }[]> {
  const posts: { id: number }[] = [];
  for (let index = 1; index <= count; index += 1) {
    const body = `A post of the web benchmark's member, number ${index}. `.repeat(8);
    posts.push(
      await callWithRetry(
        baseUrl,
        'POST',
        ApiRoutes.contents,
        { title: `Bench post ${index}`, body },
        member.cookie,
      ),
    );
  }
  return posts;
}
