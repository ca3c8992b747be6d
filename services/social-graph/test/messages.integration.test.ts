import {
  ConversationReadV1,
  MESSAGE_MAX_LENGTH,
  MessageSentV1,
  MessagingTexts,
  SocialGraphRoutes,
  Topics,
  type Conversation,
  type ConversationMessages,
  type DirectMessage,
  type UnreadCount,
} from '@docnet/contracts';
import { newEvent, withNewEvents } from '@docnet/platform';
import { EventProbe, eventually, startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';
import { ConnectionTies } from '../src/modules/connections/persistence/connection-ties';
import { SETTLE_MS } from '../src/modules/messages/commands/repair-conversation-summaries/repair-conversation-summaries.handler';
import { ConversationSummaryReconciler } from '../src/modules/messages/jobs/conversation-summary.reconciler';
import { GraphWorld } from './graph-world';

describe('social-graph: direct messages between connections', () => {
  let graph: ServiceUnderTest;
  let probe: EventProbe;
  let world: GraphWorld;

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    probe = await EventProbe.start(graph.config.KAFKA_BROKERS, graph.config.EVENTS_NAMESPACE, Topics.socialGraphMessage);
  });

  afterAll(async () => {
    await probe?.stop();
    await graph?.stop();
  });

  const open = (memberId: number, otherMemberId: number) => world.call(memberId).post(SocialGraphRoutes.conversations, { memberId: otherMemberId });
  const send = (memberId: number, conversationId: number, body: string) =>
    world.call(memberId).post(SocialGraphRoutes.conversationMessages(conversationId), { body });
  const sent = async (memberId: number, conversationId: number, body: string) =>
    (await send(memberId, conversationId, body).expect(201)).body as DirectMessage;
  const page = async (memberId: number, conversationId: number, query = '') =>
    (await world.call(memberId).get(`${SocialGraphRoutes.conversationMessages(conversationId)}${query}`).expect(200)).body as ConversationMessages;
  const conversations = async (memberId: number) => (await world.call(memberId).get(SocialGraphRoutes.conversations).expect(200)).body as Conversation[];
  const unread = async (memberId: number) =>
    ((await world.call(memberId).get(SocialGraphRoutes.conversationsUnreadCount).expect(200)).body as UnreadCount).count;
  const read = async (memberId: number, conversationId: number) =>
    (await world.call(memberId).put(SocialGraphRoutes.conversationRead(conversationId), {}).expect(200)).body as Conversation;
  /** Two connected members and their conversation, opened by the first. */
  const pair = async (firstId: number, secondId: number) => {
    await Promise.all([world.member(firstId), world.member(secondId)]);
    const connection = await world.connected(firstId, secondId);
    const conversation = (await open(firstId, secondId).expect(201)).body as Conversation;
    return { connection, conversation };
  };
  const eventsOf = (type: string, conversationId: number, count: number) =>
    eventually(() => {
      const found = probe.ofType(type).filter((event) => event.aggregateId === String(conversationId));
      return found.length >= count ? found : undefined;
    }, `${count} ${type} of conversation ${conversationId}`);

  it('opens a conversation only with a connection: one per pair, 403 for a stranger or a pending request, 400 for oneself', async () => {
    const [a, b, stranger, requested] = await Promise.all([
      world.member(201, { specialty: 'Orthodontist', city: 'Austin', state: 'TX' }),
      world.member(202),
      world.member(203),
      world.member(204),
    ]);
    await world.connected(a.id, b.id);
    await world.connect(a.id, requested.id).expect(201);

    const opened = (await open(a.id, b.id).expect(201)).body as Conversation;
    expect(opened).toEqual({
      id: expect.any(Number),
      member: { id: b.id, name: 'Dr. Member 202', specialty: null, hospital: null, affiliation: null, city: null, state: null, profilePicture: null },
      lastMessage: null,
      unreadCount: 0,
      canSend: true,
      updatedAt: expect.any(String),
    });
    expect(((await open(a.id, b.id).expect(200)).body as Conversation).id).toBe(opened.id);
    const seenByB = (await open(b.id, a.id).expect(200)).body as Conversation;
    expect(seenByB).toMatchObject({ id: opened.id, member: { id: a.id, specialty: 'Orthodontist', city: 'Austin', state: 'TX' } });

    expect((await open(a.id, stranger.id).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await open(stranger.id, a.id).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await open(a.id, requested.id).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await open(a.id, a.id).expect(400)).body).toEqual({ message: MessagingTexts.self });
    expect((await world.call(a.id).post(SocialGraphRoutes.conversations, {}).expect(400)).body).toEqual({ message: MessagingTexts.memberRequired });
    expect((await world.call(a.id).post(SocialGraphRoutes.conversations, { memberId: 'x' }).expect(400)).body).toEqual({
      message: MessagingTexts.memberRequired,
    });
  });

  it('hides a conversation from anyone else: 404 to read, send or mark read, as for one that does not exist', async () => {
    const { conversation } = await pair(211, 212);
    const outsider = await world.member(213);
    for (const conversationId of [conversation.id, 987_654]) {
      const notFound = { message: MessagingTexts.conversationNotFound };
      expect((await world.call(outsider.id).get(SocialGraphRoutes.conversationMessages(conversationId)).expect(404)).body).toEqual(notFound);
      expect((await send(outsider.id, conversationId, 'Hello').expect(404)).body).toEqual(notFound);
      expect((await world.call(outsider.id).put(SocialGraphRoutes.conversationRead(conversationId), {}).expect(404)).body).toEqual(notFound);
    }
    expect(await conversations(outsider.id)).toEqual([]);
    expect((await world.call().get(SocialGraphRoutes.conversations).expect(401)).body).toEqual({ message: 'Sign-in required' });
  });

  it('sends and pages messages in chronological order, and orders conversations by latest activity', async () => {
    const { conversation } = await pair(221, 222);
    const bodies = ['One', 'Two', 'Three', 'Four', 'Five'];
    const messages: DirectMessage[] = [];
    for (const [index, body] of bodies.entries()) messages.push(await sent(index % 2 === 0 ? 221 : 222, conversation.id, body));
    expect(messages[0]).toEqual({ id: expect.any(Number), conversationId: conversation.id, senderId: 221, body: 'One', sentAt: expect.any(String), readAt: null });

    const newest = await page(222, conversation.id, '?limit=2');
    expect(newest.messages.map(({ body }) => body)).toEqual(['Four', 'Five']);
    expect(newest.hasMore).toBe(true);
    const older = await page(222, conversation.id, `?limit=2&before=${newest.messages[0]?.id}`);
    expect(older.messages.map(({ body }) => body)).toEqual(['Two', 'Three']);
    expect(older.hasMore).toBe(true);
    const oldest = await page(222, conversation.id, `?limit=2&before=${older.messages[0]?.id}`);
    expect(oldest).toEqual({ messages: [messages[0]], hasMore: false });
    expect(await page(221, conversation.id)).toEqual({ messages, hasMore: false });
    expect((await world.call(221).get(`${SocialGraphRoutes.conversationMessages(conversation.id)}?limit=0`).expect(400)).body).toEqual({
      message: 'limit must be a number from 1 to 100',
    });

    // A second conversation of 221 with newer activity comes first; a new message in the first moves it back up.
    await world.member(223);
    await world.connected(223, 221);
    const second = (await open(223, 221).expect(201)).body as Conversation;
    expect((await conversations(221)).map(({ id }) => id)).toEqual([conversation.id]);
    await sent(223, second.id, 'Hello from 223');
    expect((await conversations(221)).map(({ id }) => id)).toEqual([second.id, conversation.id]);
    const latest = await sent(222, conversation.id, 'Six');
    const listed = await conversations(221);
    expect(listed.map(({ id }) => id)).toEqual([conversation.id, second.id]);
    expect(listed[0]).toMatchObject({ lastMessage: latest, updatedAt: latest.sentAt, canSend: true, member: { id: 222 } });
  });

  it('counts unread messages per member and shows read receipts once the other member read them', async () => {
    const { conversation } = await pair(231, 232);
    await pair(233, 232);
    const first = await sent(231, conversation.id, 'Are you free for a referral?');
    await sent(231, conversation.id, 'It is an implant case.');
    await sent(233, (await open(233, 232).expect(200)).body.id as number, 'Hi');
    expect(await unread(232)).toBe(3);
    expect(await unread(231)).toBe(0);
    expect((await conversations(232)).find(({ id }) => id === conversation.id)?.unreadCount).toBe(2);
    expect((await page(231, conversation.id)).messages.map(({ readAt }) => readAt)).toEqual([null, null]);

    const afterRead = await read(232, conversation.id);
    expect(afterRead).toMatchObject({ id: conversation.id, unreadCount: 0, member: { id: 231 } });
    expect(await unread(232)).toBe(1);
    const receipts = (await page(231, conversation.id)).messages;
    expect(receipts.every(({ readAt }) => typeof readAt === 'string')).toBe(true);

    const [readEvent] = await eventsOf(ConversationReadV1.type, conversation.id, 1);
    expect(() => ConversationReadV1.schema.validateSync(readEvent?.data, { strict: true })).not.toThrow();
    expect(readEvent?.data).toEqual({
      conversationId: conversation.id,
      memberId: 232,
      otherMemberId: 231,
      lastReadMessageId: receipts[1]?.id,
      readAt: receipts[1]?.readAt,
    });

    // Reading again with nothing new changes nothing and records no event.
    const stored = graph.database.collection('conversations');
    const revision = (await stored.findOne({ _id: conversation.id as never }))?.outboxRevision as number;
    await read(232, conversation.id);
    expect((await stored.findOne({ _id: conversation.id as never }))?.outboxRevision).toBe(revision);

    const reply = await sent(232, conversation.id, 'Yes, send the records.');
    expect(await unread(231)).toBe(1);
    expect((await page(232, conversation.id)).messages.map(({ id, readAt }) => [id, readAt === null])).toEqual([
      [first.id, false],
      [receipts[1]?.id, false],
      [reply.id, true],
    ]);
    await read(231, conversation.id);
    expect(await unread(231)).toBe(0);
    expect((await page(232, conversation.id)).messages.at(-1)?.readAt).toEqual(expect.any(String));
  });

  it('publishes message.sent with the whole message, keyed by the conversation', async () => {
    const { conversation } = await pair(241, 242);
    const message = await sent(241, conversation.id, '  Trimmed hello  ');
    expect(message.body).toBe('Trimmed hello');
    const [event] = await eventsOf(MessageSentV1.type, conversation.id, 1);
    expect(event?.producer).toBe('social-graph');
    expect(() => MessageSentV1.schema.validateSync(event?.data, { strict: true })).not.toThrow();
    expect(event?.data).toEqual({
      messageId: message.id,
      conversationId: conversation.id,
      senderId: 241,
      recipientId: 242,
      body: 'Trimmed hello',
      sentAt: message.sentAt,
    });
  });

  it(`accepts up to ${MESSAGE_MAX_LENGTH} characters and refuses an empty or longer message`, async () => {
    const { conversation } = await pair(251, 252);
    expect((await sent(251, conversation.id, 'x'.repeat(MESSAGE_MAX_LENGTH))).body).toHaveLength(MESSAGE_MAX_LENGTH);
    expect((await send(251, conversation.id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1)).expect(400)).body).toEqual({ message: MessagingTexts.bodyTooLong });
    expect((await send(251, conversation.id, '   ').expect(400)).body).toEqual({ message: MessagingTexts.bodyRequired });
    expect((await world.call(251).post(SocialGraphRoutes.conversationMessages(conversation.id), {}).expect(400)).body).toEqual({
      message: MessagingTexts.bodyRequired,
    });
    expect((await page(252, conversation.id)).messages).toHaveLength(1);
  });

  it('refuses to send once the connection is removed, keeps the thread readable, and allows it again after reconnecting', async () => {
    const { connection, conversation } = await pair(261, 262);
    await sent(261, conversation.id, 'Before');
    await world.remove(262, connection.id).expect(204);

    expect((await send(261, conversation.id, 'After').expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await send(262, conversation.id, 'After').expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await open(261, 262).expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    expect((await page(262, conversation.id)).messages.map(({ body }) => body)).toEqual(['Before']);
    expect((await conversations(261))[0]).toMatchObject({ id: conversation.id, canSend: false });
    expect(await read(262, conversation.id)).toMatchObject({ canSend: false, unreadCount: 0 });

    await world.connected(262, 261);
    expect(((await open(262, 261).expect(200)).body as Conversation).id).toBe(conversation.id);
    await sent(262, conversation.id, 'Welcome back');
    expect((await conversations(261))[0]).toMatchObject({ id: conversation.id, canSend: true, unreadCount: 1 });
  });

  it('lets no message through when the connection is removed between the check and the insert', async () => {
    const { connection, conversation } = await pair(263, 264);
    await sent(263, conversation.id, 'Before');
    const ties = graph.app.get(ConnectionTies);
    const check = ties.connected.bind(ties);
    // The send's check answers 'connected', and the removal lands right after it, before the insert.
    const spy = jest.spyOn(ties, 'connected').mockImplementationOnce(async (first, second) => {
      const answer = await check(first, second);
      await world.remove(264, connection.id).expect(204);
      return answer;
    });
    try {
      expect((await send(263, conversation.id, 'Slipped in?').expect(403)).body).toEqual({ message: MessagingTexts.notConnected });
    } finally {
      spy.mockRestore();
    }
    expect((await page(264, conversation.id)).messages.map(({ body }) => body)).toEqual(['Before']);
    expect(await unread(264)).toBe(1);
    expect((await conversations(264))[0]).toMatchObject({ id: conversation.id, lastMessage: { body: 'Before' } });
    await eventsOf(MessageSentV1.type, conversation.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(probe.ofType(MessageSentV1.type).filter((event) => event.aggregateId === String(conversation.id))).toHaveLength(1);
  });

  it('settles a message a send left held (a crash before its second check): released while connected, taken back after a removal', async () => {
    const { conversation: kept } = await pair(265, 266);
    const { connection, conversation: ended } = await pair(267, 268);
    await world.remove(268, connection.id).expect(204);
    const sentAt = new Date(Date.now() - SETTLE_MS - 1_000);
    const held = (id: number, conversationId: number, senderId: number, recipientId: number) => {
      const event = { ...newEvent(MessageSentV1, 'social-graph', conversationId, { messageId: id, conversationId, senderId, recipientId, body: 'Held', sentAt: sentAt.toISOString() }) };
      return { _id: id as never, conversationId, senderId, recipientId, body: 'Held', sentAt, summaryPending: true, ...withNewEvents([event]), outboxPending: false, held: true };
    };
    await graph.database.collection('messages').insertMany([held(9_000_011, kept.id, 265, 266), held(9_000_012, ended.id, 267, 268)]);

    await graph.app.get(ConversationSummaryReconciler).pass();
    expect((await page(266, kept.id)).messages.map(({ id }) => id)).toEqual([9_000_011]);
    expect(await unread(266)).toBe(1);
    await eventsOf(MessageSentV1.type, kept.id, 1);
    expect((await page(268, ended.id)).messages).toEqual([]);
    expect(await unread(268)).toBe(0);
    expect(probe.ofType(MessageSentV1.type).filter((event) => event.aggregateId === String(ended.id))).toHaveLength(0);
  });

  it('keeps unread counts exact when both members send at once', async () => {
    const { conversation } = await pair(271, 272);
    const sends = Array.from({ length: 8 }, (_, index) => [send(271, conversation.id, `a${index}`), send(272, conversation.id, `b${index}`)]).flat();
    const answers = await Promise.all(sends);
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 201));
    expect([await unread(271), await unread(272)]).toEqual([8, 8]);
    const lastId = Math.max(...answers.map(({ body }) => (body as DirectMessage).id));
    expect((await conversations(271))[0]?.lastMessage?.id).toBe(lastId);
  });

  it('finishes a send whose summary never landed (a crash after the insert) with the reconciler', async () => {
    const { conversation } = await pair(281, 282);
    const sentAt = new Date(Date.now() - SETTLE_MS - 1_000);
    // What a send leaves when it dies right after inserting the message with its event.
    await graph.database.collection('messages').insertOne({
      _id: 9_000_001 as never,
      conversationId: conversation.id,
      senderId: 281,
      recipientId: 282,
      body: 'Sent just before a crash',
      sentAt,
      summaryPending: true,
      ...withNewEvents([]),
    });
    await graph.app.get(ConversationSummaryReconciler).pass();
    expect(await unread(282)).toBe(1);
    expect((await conversations(282))[0]).toMatchObject({ id: conversation.id, lastMessage: { id: 9_000_001, body: 'Sent just before a crash' } });
    expect(await graph.database.collection('messages').countDocuments({ _id: 9_000_001 as never, summaryPending: true })).toBe(0);
  });
});
