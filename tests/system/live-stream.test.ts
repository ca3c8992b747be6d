import { ApiRoutes, type Connection, type Conversation, type DirectMessage, type User } from '@docnet/contracts';
import request from 'supertest';
import { resetTokenIn, waitForOutboxMessage } from '../harness/outbox';
import { stopProcess } from '../harness/processes';
import { loadStackState, startExtraProcess, type ExtraProcess } from '../harness/stack';
import { openLiveStream, type LiveStreamReader } from './live-stream';
import { browserSession, memberKnownToGraph, verifiedRegistration, type SessionMember } from './members';

/**
 * Several BFF instances behind one address: a second BFF, started here with the stack BFF's environment
 * on another port, shares its Redis sessions, so a member's cookie works on both. Each instance reads
 * Kafka in a consumer group of its own, so a stream on either gets every event.
 */
const stack = loadStackState();
const first = stack.baseUrl;
let second: ExtraProcess;

beforeAll(async () => {
  second = await startExtraProcess(stack, 'bff', 'bff-second');
});

afterAll(async () => {
  if (second) await stopProcess(second.pid, 'SIGTERM');
});

describe('the live stream (GET /api/live) with two BFF instances', () => {
  it('delivers a message sent through one instance to a member streaming from the other', async () => {
    const [a, b] = [await memberKnownToGraph(first), await memberKnownToGraph(first)];
    const sent = (await a.agent.post(ApiRoutes.connections).send({ receiverId: b.id }).expect(201)).body as Connection;
    await b.agent.put(ApiRoutes.connectionById(sent.id)).send({ status: 'accepted' }).expect(200);

    const bOnSecond = await openLiveStream(second.url, b);
    const aOnFirst = await openLiveStream(first, a);
    try {
      const { id } = (await a.agent.post(ApiRoutes.conversations).send({ memberId: b.id }).expect(201)).body as Conversation;
      const message = (await a.agent.post(ApiRoutes.conversationMessages(id)).send({ body: 'Across instances' }).expect(201)).body as DirectMessage;
      expect(await bOnSecond.next('message', (event) => event.message.id === message.id)).toEqual({ type: 'message', message });
      // The sender's own stream, on the first instance, gets it too (their other tabs).
      await aOnFirst.next('message', (event) => event.message.id === message.id);
    } finally {
      bOnSecond.close();
      aOnFirst.close();
    }
  });
});

/** How long a stream whose session ended may stay open: the end is announced at once, the heartbeat check is the fallback. */
const ENDS_WITHIN_MS = 10_000;

function endsSoon(stream: LiveStreamReader): Promise<void> {
  return Promise.race([
    stream.ended,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`the stream is still open after ${ENDS_WITHIN_MS} ms`)), ENDS_WITHIN_MS)),
  ]);
}

/** A member with a known password, signed in in two browsers. */
async function memberSignedInTwice() {
  const input = await verifiedRegistration(first);
  const one = browserSession(first);
  const user = (await one.post(ApiRoutes.authRegister).send(input).expect(201)).body as User;
  const other = browserSession(first);
  await other.post(ApiRoutes.authLogin).send({ username: input.username, password: input.password }).expect(200);
  const session = (agent: ReturnType<typeof browserSession>): SessionMember => ({ agent, id: user.id, name: user.name });
  return { input, one: session(one), other: session(other) };
}

describe('a live stream ends with its session, whichever instance ends it', () => {
  it('ends at sign-out', async () => {
    const { one } = await memberSignedInTwice();
    const stream = await openLiveStream(second.url, one);
    await one.agent.post(ApiRoutes.authLogout).expect(200);
    await endsSoon(stream);
  });

  it("ends the other sessions' streams at a password change, and keeps the current one's", async () => {
    const { input, one, other } = await memberSignedInTwice();
    const kept = await openLiveStream(second.url, one);
    const ended = await openLiveStream(second.url, other);
    try {
      await one.agent.post(ApiRoutes.authChangePassword).send({ currentPassword: input.password, newPassword: 'Brand-New-Passw0rd' }).expect(200);
      await endsSoon(ended);
      let keptOpen = true;
      void kept.ended.then(() => (keptOpen = false));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(keptOpen).toBe(true);
    } finally {
      kept.close();
    }
  });

  it('ends every stream of the member at a password reset', async () => {
    const { input, one, other } = await memberSignedInTwice();
    const streams = [await openLiveStream(second.url, one), await openLiveStream(first, other)];
    const since = new Date(Date.now() - 1000);
    await request(first).post(ApiRoutes.authForgotPassword).send({ email: input.email }).expect(200);
    const token = resetTokenIn(await waitForOutboxMessage('email', input.email, since, /reset/i));
    await request(first).post(ApiRoutes.authResetPassword).send({ token, password: 'Brand-New-Passw0rd' }).expect(200);
    await Promise.all(streams.map(endsSoon));
  });
});
