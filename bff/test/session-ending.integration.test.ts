import { ApiRoutes } from '@docnet/contracts';
import { StreamSessions } from '../src/modules/live-stream/stream-sessions';
import { SESSION_KEY_PREFIX, SESSION_TTL_SECONDS } from '../src/session/session.setup';
import { dropBffNamespace, sharedBffEnv, signedInSession, startBffUnderTest, type BffUnderTest } from './support/bff-under-test';

/** How long an announced end may take to close a stream on another instance. */
const PROMPTLY_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An open GET /api/live: resolves `ended` when the server ends it. */
async function openStream(url: string, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(`${url}${ApiRoutes.liveStream}`, { headers: { accept: 'text/event-stream', cookie }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`GET ${ApiRoutes.liveStream} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let open = true;
  let received = '';
  const established = (async () => {
    while (!received.includes('retry:')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before its retry hint');
      received += value;
    }
  })();
  await established;
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // Aborted by the test.
    }
    open = false;
  })();
  return { isOpen: () => open, ended, close: () => abort.abort() };
}

type Stream = Awaited<ReturnType<typeof openStream>>;

function endsPromptly(stream: Stream): Promise<void> {
  return Promise.race([
    stream.ended,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`the stream is still open after ${PROMPTLY_MS} ms`)), PROMPTLY_MS)),
  ]);
}

/** Two BFF instances on one Redis and one Kafka, as behind a load balancer. */
const shared = sharedBffEnv();
let first: BffUnderTest;
let second: BffUnderTest;
const opened: Stream[] = [];
let nextMember = 1000;

beforeAll(async () => {
  [first, second] = await Promise.all([startBffUnderTest(shared), startBffUnderTest(shared)]);
});

afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  if (first) await dropBffNamespace(first, shared);
});

async function streamOn(bff: BffUnderTest, cookie: string): Promise<Stream> {
  const stream = await openStream(bff.url, cookie);
  opened.push(stream);
  return stream;
}

describe('a live stream ends with its session, on every instance', () => {
  it('ends at sign-out through another instance', async () => {
    const member = (nextMember += 1);
    const session = await signedInSession(first, shared, member);
    const onSecond = await streamOn(second, session.cookie);
    const onFirst = await streamOn(first, session.cookie);

    const logout = await fetch(`${first.url}${ApiRoutes.authLogout}`, { method: 'POST', headers: { cookie: session.cookie } });
    expect(logout.status).toBe(200);
    await endsPromptly(onSecond);
    await endsPromptly(onFirst);
  });

  it('ends the other sessions\' streams at a password change and keeps the current one', async () => {
    const member = (nextMember += 1);
    const [current, laptop, phone] = [
      await signedInSession(first, shared, member),
      await signedInSession(first, shared, member),
      await signedInSession(first, shared, member),
    ];
    const kept = await streamOn(second, current.cookie);
    const others = [await streamOn(second, laptop.cookie), await streamOn(first, phone.cookie)];

    // What POST /api/auth/change-password does once identity accepted the new password.
    expect(await first.sessions.endOthers(member, current.sessionId)).toBe(2);
    await Promise.all(others.map(endsPromptly));
    expect(kept.isOpen()).toBe(true);
  });

  it('ends every stream of the member at a password reset', async () => {
    const member = (nextMember += 1);
    const sessions = [await signedInSession(first, shared, member), await signedInSession(first, shared, member)];
    const streams = [await streamOn(first, sessions[0].cookie), await streamOn(second, sessions[1].cookie)];
    const someoneElse = await streamOn(second, (await signedInSession(first, shared, (nextMember += 1))).cookie);

    // What POST /api/auth/reset-password does once identity accepted the token.
    expect(await second.sessions.endAll(member)).toBe(2);
    await Promise.all(streams.map(endsPromptly));
    expect(someoneElse.isOpen()).toBe(true);
  });

  it('ends a stream whose session is gone without an announcement (expired, or the message missed) at the next check', async () => {
    const member = (nextMember += 1);
    const session = await signedInSession(first, shared, member);
    const stream = await streamOn(second, session.cookie);
    await second.redis.del(`${SESSION_KEY_PREFIX}${session.sessionId}`);
    expect(stream.isOpen()).toBe(true);

    // The heartbeat's check, run now rather than in 25 seconds.
    await second.app.get(StreamSessions).endStreamsOfEndedSessions();
    await endsPromptly(stream);
  });
});

describe("the member's session list outlives every session it lists", () => {
  it('is renewed with a session, so a reset a week after the sign-in still ends it', async () => {
    const member = (nextMember += 1);
    // Signed in six days ago, last renewed two days ago: the list, made at sign-in, is nearly due to expire.
    const session = await signedInSession(first, shared, member, 2 * DAY_MS);
    const listKey = `docnet:user-sessions:${member}`;
    await first.redis.expire(listKey, 60);

    const answer = await fetch(`${second.url}/api/health`, { headers: { cookie: session.cookie } });
    expect(answer.status).toBe(200);
    const sessionTtl = await first.redis.ttl(`${SESSION_KEY_PREFIX}${session.sessionId}`);
    expect(sessionTtl).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
    expect(await first.redis.ttl(listKey)).toBeGreaterThanOrEqual(sessionTtl);

    expect(await first.sessions.endAll(member)).toBe(1);
    expect(await first.redis.exists(`${SESSION_KEY_PREFIX}${session.sessionId}`)).toBe(0);
  });

  it('lists a renewed session again when its list had expired already', async () => {
    const member = (nextMember += 1);
    const session = await signedInSession(first, shared, member, 2 * DAY_MS);
    await first.redis.del(`docnet:user-sessions:${member}`);

    expect((await fetch(`${first.url}/api/health`, { headers: { cookie: session.cookie } })).status).toBe(200);
    expect(await first.sessions.endAll(member)).toBe(1);
  });
});
