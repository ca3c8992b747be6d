import { ApiRoutes, type User } from '@docnet/contracts';
import { verifiedRegistration } from '../system/members';

/** A member the load acts as: a session cookie of the BFF, like a signed-in browser. */
export interface ChaosMember {
  id: number;
  username: string;
  /** The name given at registration. */
  name: string;
  password: string;
  /** The session cookie; replaced when the member signs in again (after Redis lost the sessions). */
  cookie: string;
}

export interface Answer {
  /** 0 when no answer came (refused, reset or timed out). */
  status: number;
  body: unknown;
}

/** Longer than the BFF's own 10 s to a service: an answer the BFF gives late is still seen. */
const REQUEST_TIMEOUT_MS = 15_000;

/** One call to the BFF as `member` (or anonymously); never throws. */
export async function callBff(
  baseUrl: string,
  member: ChaosMember | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', origin: baseUrl };
  if (member) headers.cookie = member.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text, which the report shows
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 0, body: { message: error instanceof Error ? error.message : String(error) } };
  }
}

/** The `message` of an error answer, when it has a non-empty one. */
export function messageOf(answer: Answer): string | undefined {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Registers a member through the wizard's calls and keeps the session the registration signs in. Setting up
 * is not under test: on a busy machine a call may time out, so it starts over with a new registration.
 */
export async function registerMember(baseUrl: string, name: string, attempts = 5): Promise<ChaosMember> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await registerOnce(baseUrl, name);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

async function registerOnce(baseUrl: string, name: string): Promise<ChaosMember> {
  const input = await verifiedRegistration(baseUrl, { name });
  const response = await fetch(`${baseUrl}${ApiRoutes.authRegister}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(input),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const user = (await response.json()) as User;
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('registration set no session cookie');
  return { id: user.id, username: input.username, name, password: input.password, cookie };
}

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Signs the member in again and keeps the new session (the load's next requests use it); retries a failed answer. */
export async function signInAgain(baseUrl: string, member: ChaosMember, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${baseUrl}${ApiRoutes.authLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username: member.username, password: member.password }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => undefined);
    const cookie = response?.status === 200 ? sessionCookie(response) : '';
    if (cookie) {
      member.cookie = cookie;
      return;
    }
    if (attempt >= attempts) throw new Error(`signing ${member.username} in again answered ${response?.status ?? 'nothing'}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
