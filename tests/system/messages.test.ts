import {
  ApiRoutes,
  ConnectionMessages,
  MESSAGE_MAX_LENGTH,
  MessagingTexts,
  type Connection,
  type Conversation,
  type ConversationMessages,
  type DirectMessage,
} from '@docnet/contracts';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { openLiveStream } from './live-stream';
import { memberKnownToGraph, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

/** Two members whose connection request was sent by the first and accepted by the second. */
async function connectedPair(): Promise<{ a: SessionMember; b: SessionMember; connection: Connection }> {
  const [a, b] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
  const sent = (await a.agent.post(ApiRoutes.connections).send({ receiverId: b.id }).expect(201)).body as Connection;
  const connection = (await b.agent.put(ApiRoutes.connectionById(sent.id)).send({ status: 'accepted' }).expect(200)).body as Connection;
  return { a, b, connection };
}

const open = (from: SessionMember, to: SessionMember) => from.agent.post(ApiRoutes.conversations).send({ memberId: to.id });
const send = (from: SessionMember, conversationId: number, body: unknown) => from.agent.post(ApiRoutes.conversationMessages(conversationId)).send({ body });
const unreadCount = async (member: SessionMember) => ((await member.agent.get(ApiRoutes.conversationsUnreadCount).expect(200)).body as { count: number }).count;
const conversations = async (member: SessionMember) => (await member.agent.get(ApiRoutes.conversations).expect(200)).body as Conversation[];
const thread = async (member: SessionMember, conversationId: number, query = '') =>
  (await member.agent.get(`${ApiRoutes.conversationMessages(conversationId)}${query}`).expect(200)).body as ConversationMessages;

describe('direct messages through the BFF', () => {
  it('lets connections open one conversation, exchange messages, and see unread counts and read receipts', async () => {
    const { a, b } = await connectedPair();

    const opened = (await open(a, b).expect(201)).body as Conversation;
    expect(opened).toMatchObject({ member: expect.objectContaining({ id: b.id, name: b.name }), lastMessage: null, unreadCount: 0, canSend: true });
    expect(((await open(a, b).expect(200)).body as Conversation).id).toBe(opened.id);
    expect(((await open(b, a).expect(200)).body as Conversation).id).toBe(opened.id);

    const first = (await send(a, opened.id, '  Hello, colleague  ').expect(201)).body as DirectMessage;
    expect(first).toMatchObject({ conversationId: opened.id, senderId: a.id, body: 'Hello, colleague', readAt: null });
    await send(a, opened.id, 'Are you free on Friday?').expect(201);

    expect(await unreadCount(b)).toBe(2);
    expect(await unreadCount(a)).toBe(0);
    const [ofB] = await conversations(b);
    expect(ofB).toMatchObject({ id: opened.id, member: expect.objectContaining({ id: a.id }), unreadCount: 2, canSend: true });
    expect(ofB.lastMessage).toMatchObject({ body: 'Are you free on Friday?', senderId: a.id });
    expect((await thread(b, opened.id)).messages.map((message) => message.body)).toEqual(['Hello, colleague', 'Are you free on Friday?']);

    const read = (await b.agent.put(ApiRoutes.conversationRead(opened.id)).expect(200)).body as Conversation;
    expect(read.unreadCount).toBe(0);
    expect(await unreadCount(b)).toBe(0);
    const seenByA = await thread(a, opened.id);
    expect(seenByA.messages.every((message) => message.readAt !== null)).toBe(true);

    const reply = (await send(b, opened.id, 'Yes, Friday works.').expect(201)).body as DirectMessage;
    expect(await unreadCount(a)).toBe(1);
    expect((await thread(a, opened.id)).messages.at(-1)).toMatchObject({ id: reply.id, senderId: b.id, readAt: null });
  });

  it('pages a conversation from the newest messages back', async () => {
    const { a, b } = await connectedPair();
    const { id } = (await open(a, b).expect(201)).body as Conversation;
    for (const body of ['one', 'two', 'three']) await send(a, id, body).expect(201);
    const newest = await thread(b, id, '?limit=2');
    expect(newest).toEqual({ hasMore: true, messages: [expect.objectContaining({ body: 'two' }), expect.objectContaining({ body: 'three' })] });
    const older = await thread(b, id, `?limit=2&before=${newest.messages[0].id}`);
    expect(older).toEqual({ hasMore: false, messages: [expect.objectContaining({ body: 'one' })] });
    expect((await b.agent.get(`${ApiRoutes.conversationMessages(id)}?limit=0`).expect(400)).body).toEqual({ message: expect.stringMatching(/^limit must be/) });
  });

  it('refuses strangers (403) and keeps others out of a conversation (404)', async () => {
    const { a, b } = await connectedPair();
    const stranger = await memberKnownToGraph(baseUrl);
    const { id } = (await open(a, b).expect(201)).body as Conversation;

    expect((await open(stranger, a).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await open(a, a).expect(400)).body).toEqual({ message: MessagingTexts.self });
    await send(stranger, id, 'Hello?').expect(404);
    await stranger.agent.get(ApiRoutes.conversationMessages(id)).expect(404);
    await stranger.agent.put(ApiRoutes.conversationRead(id)).expect(404);
    expect(await conversations(stranger)).toEqual([]);
    expect((await thread(b, id)).messages).toEqual([]);
  });

  it('refuses an empty or too long message with the composer texts', async () => {
    const { a, b } = await connectedPair();
    const { id } = (await open(a, b).expect(201)).body as Conversation;
    expect((await send(a, id, '').expect(400)).body).toEqual({ message: MessagingTexts.bodyRequired });
    expect((await send(a, id, '   ').expect(400)).body).toEqual({ message: MessagingTexts.bodyRequired });
    expect((await a.agent.post(ApiRoutes.conversationMessages(id)).send({}).expect(400)).body).toEqual({ message: MessagingTexts.bodyRequired });
    expect((await send(a, id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1)).expect(400)).body).toEqual({ message: MessagingTexts.bodyTooLong });
    await send(a, id, 'x'.repeat(MESSAGE_MAX_LENGTH)).expect(201);
    expect((await a.agent.post(ApiRoutes.conversations).send({ memberId: 'someone' }).expect(400)).body).toEqual({ message: MessagingTexts.memberRequired });
    expect((await a.agent.get(ApiRoutes.conversationMessages('abc')).expect(400)).body).toEqual({ message: expect.any(String) });
  });

  it('stops a removed connection from sending, keeps the thread readable, and lets the pair connect again', async () => {
    const { a, b, connection } = await connectedPair();
    const stranger = await memberKnownToGraph(baseUrl);
    const { id } = (await open(a, b).expect(201)).body as Conversation;
    await send(a, id, 'Before the removal').expect(201);

    expect((await stranger.agent.delete(ApiRoutes.connectionById(connection.id)).expect(403)).body).toEqual({ message: ConnectionMessages.notMember });
    await b.agent.delete(ApiRoutes.connectionById(connection.id)).expect(204);
    expect((await a.agent.delete(ApiRoutes.connectionById(connection.id)).expect(409)).body).toEqual({ message: ConnectionMessages.notAccepted });

    expect((await send(a, id, 'After the removal').expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await send(b, id, 'Me neither').expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await open(a, b).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    const [ofA] = await conversations(a);
    expect(ofA).toMatchObject({ id, canSend: false });
    expect((await thread(b, id)).messages.map((message) => message.body)).toEqual(['Before the removal']);
    const listed = (await a.agent.get(ApiRoutes.connections).expect(200)).body as { user: { id: number } }[];
    expect(listed.some((item) => item.user.id === b.id)).toBe(false);

    const again = (await a.agent.post(ApiRoutes.connections).send({ receiverId: b.id }).expect(201)).body as Connection;
    await b.agent.put(ApiRoutes.connectionById(again.id)).send({ status: 'accepted' }).expect(200);
    await send(a, id, 'Connected again').expect(201);
  });

  it('refuses a rejected request as a way to message', async () => {
    const [a, b] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    const sent = (await a.agent.post(ApiRoutes.connections).send({ receiverId: b.id }).expect(201)).body as Connection;
    expect((await open(a, b).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    await b.agent.put(ApiRoutes.connectionById(sent.id)).send({ status: 'rejected' }).expect(200);
    expect((await open(b, a).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
  });

  it('limits how many messages a member sends per minute', async () => {
    const { a, b } = await connectedPair();
    const { id } = (await open(a, b).expect(201)).body as Conversation;
    let answer = await send(a, id, 'message 1');
    for (let sent = 1; answer.status === 201 && sent <= 100; sent += 1) answer = await send(a, id, `message ${sent + 1}`);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ message: MessagingTexts.tooMany });
    await send(b, id, 'The other member can still answer').expect(201);
  });

  it('answers 401 to every messaging route without a session', async () => {
    const anonymous = request(baseUrl);
    await anonymous.get(ApiRoutes.conversations).expect(401);
    await anonymous.post(ApiRoutes.conversations).send({ memberId: 1 }).expect(401);
    await anonymous.get(ApiRoutes.conversationsUnreadCount).expect(401);
    await anonymous.get(ApiRoutes.conversationMessages(1)).expect(401);
    await anonymous.post(ApiRoutes.conversationMessages(1)).send({ body: 'hi' }).expect(401);
    await anonymous.put(ApiRoutes.conversationRead(1)).expect(401);
    await anonymous.delete(ApiRoutes.connectionById(1)).expect(401);
    await anonymous.get(ApiRoutes.liveStream).expect(401);
  });

  it('pushes messages and read receipts live to both members', async () => {
    const { a, b } = await connectedPair();
    const [liveA, liveB] = [await openLiveStream(baseUrl, a), await openLiveStream(baseUrl, b)];
    try {
      const { id } = (await open(a, b).expect(201)).body as Conversation;
      const sent = (await send(a, id, 'Live hello').expect(201)).body as DirectMessage;
      expect(await liveB.next('message', ({ message }) => message.id === sent.id)).toEqual({ type: 'message', message: sent });
      await liveA.next('message', ({ message }) => message.id === sent.id);

      await b.agent.put(ApiRoutes.conversationRead(id)).expect(200);
      const receipt = await liveA.next('conversation-read', (event) => event.conversationId === id);
      expect(receipt).toMatchObject({ memberId: b.id, lastReadMessageId: sent.id, readAt: expect.any(String) });
      await liveB.next('conversation-read', (event) => event.conversationId === id);
    } finally {
      liveA.close();
      liveB.close();
    }
  });
});
