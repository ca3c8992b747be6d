import {
  ConnectionAcceptedV1,
  connectionCoolOffMessage,
  ConnectionMessages,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionRequestedV1,
  ConnectionWithdrawnV1,
  PrivacyMessages,
  SocialGraphRoutes,
  Topics,
  type Connection,
  type ConnectionListItem,
  type ConnectionSuggestion,
  type MemberConnections,
  type MutualConnectionCounts,
} from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { GraphWorld } from './graph-world';

describe('social-graph: connection requests, lists and suggestions', () => {
  let graph: ServiceUnderTest;
  let probe: EventProbe;
  let world: GraphWorld;

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    probe = await EventProbe.start(graph.config.KAFKA_BROKERS, graph.config.EVENTS_NAMESPACE, Topics.socialGraphConnection);
  });

  afterAll(async () => {
    await probe?.stop();
    await graph?.stop();
  });

  const member: GraphWorld['member'] = (id, traits) => world.member(id, traits);
  const call = (actingUserId?: number) => world.call(actingUserId);
  const connect = (requesterId: number, receiverId: number) => world.connect(requesterId, receiverId);
  const answer = (memberId: number, connectionId: number, status: string) => world.answer(memberId, connectionId, status);
  const live = async (memberId: number) => (await call(memberId).get(SocialGraphRoutes.connections).expect(200)).body as ConnectionListItem[];
  const pending = async (memberId: number) => (await call(memberId).get(SocialGraphRoutes.pending).expect(200)).body as ConnectionListItem[];
  const suggestions = async (memberId: number) =>
    ((await call(memberId).get(SocialGraphRoutes.suggestions).expect(200)).body as ConnectionSuggestion[]).map(({ id }) => id);
  const eventsOf = (type: string, connectionId: number, count = 1) =>
    eventually(() => {
      const found = probe.ofType(type).filter((event) => event.aggregateId === String(connectionId));
      return found.length >= count ? found : undefined;
    }, `${type} of connection ${connectionId}`);

  it('records a request, lists it for both sides and publishes connection.requested', async () => {
    const requester = await member(101, { specialty: 'Orthodontist', city: 'Austin', state: 'TX' });
    const receiver = await member(102, { hospital: 'Austin Dental', affiliation: 'Heartland Dental' });

    const sent = await connect(requester.id, receiver.id).expect(201);
    const connection = sent.body as Connection;
    expect(connection).toEqual({ id: expect.any(Number), requesterId: 101, receiverId: 102, status: 'pending', createdAt: expect.any(String) });

    expect(await pending(receiver.id)).toEqual([
      {
        connection,
        user: { id: 101, name: 'Dr. Member 101', specialty: 'Orthodontist', hospital: null, affiliation: null, city: 'Austin', state: 'TX', profilePicture: null },
      },
    ]);
    expect(await pending(requester.id)).toEqual([]);
    expect((await live(requester.id)).map((item) => [item.connection.status, item.user.id])).toEqual([['pending', 102]]);
    expect((await live(receiver.id)).map((item) => [item.connection.status, item.user.id])).toEqual([['pending', 101]]);

    const [requested] = await eventsOf(ConnectionRequestedV1.type, connection.id);
    expect(requested?.producer).toBe('social-graph');
    expect(() => ConnectionRequestedV1.schema.validateSync(requested?.data, { strict: true })).not.toThrow();
    expect(requested?.data).toEqual({ connectionId: connection.id, requesterId: 101, receiverId: 102, requestedAt: connection.createdAt });
  });

  it('refuses a request to oneself, to an unknown member and an invalid body', async () => {
    await member(111);
    expect((await connect(111, 111).expect(400)).body).toEqual({ message: ConnectionMessages.self });
    expect((await connect(111, 999_999).expect(404)).body).toEqual({ message: ConnectionMessages.unknownMember });
    expect((await call(111).post(SocialGraphRoutes.connections, {}).expect(400)).body).toEqual({ message: 'receiverId is required' });
    expect((await call(111).post(SocialGraphRoutes.connections, { receiverId: 'abc' }).expect(400)).body).toEqual({
      message: 'receiverId must be a member id',
    });
  });

  it('lets only the receiver answer, once, and then lists the connection on both sides', async () => {
    const [a, b, stranger] = await Promise.all([member(121), member(122), member(123)]);
    const connection = (await connect(a.id, b.id).expect(201)).body as Connection;

    expect((await answer(a.id, connection.id, 'accepted').expect(403)).body).toEqual({ message: ConnectionMessages.notReceiver });
    await answer(stranger.id, connection.id, 'accepted').expect(403);
    expect((await answer(b.id, connection.id, 'maybe').expect(400)).body).toEqual({ message: 'status must be accepted or rejected' });
    expect((await answer(b.id, 987_654, 'accepted').expect(404)).body).toEqual({ message: ConnectionMessages.notFound });

    expect((await answer(b.id, connection.id, 'accepted').expect(200)).body).toEqual({ ...connection, status: 'accepted' });
    expect((await answer(b.id, connection.id, 'rejected').expect(409)).body).toEqual({ message: ConnectionMessages.notPending });

    expect((await live(a.id)).map((item) => [item.connection.status, item.user.id])).toEqual([['accepted', b.id]]);
    expect((await live(b.id)).map((item) => [item.connection.status, item.user.id])).toEqual([['accepted', a.id]]);
    expect(await pending(b.id)).toEqual([]);
    const ofA = (await call(stranger.id).get(SocialGraphRoutes.memberConnections(a.id)).expect(200)).body as MemberConnections;
    expect(ofA.total).toBe(1);
    expect(ofA.connections.map((item) => item.user.id)).toEqual([b.id]);
    expect((await call(a.id).get(SocialGraphRoutes.memberConnections(424_242)).expect(404)).body).toEqual({ message: ConnectionMessages.unknownMember });

    const [accepted] = await eventsOf(ConnectionAcceptedV1.type, connection.id);
    expect(() => ConnectionAcceptedV1.schema.validateSync(accepted?.data, { strict: true })).not.toThrow();
    expect(accepted?.data).toMatchObject({ connectionId: connection.id, requesterId: a.id, receiverId: b.id });
  });

  it('refuses a second pending or accepted connection in either direction', async () => {
    const [a, b] = await Promise.all([member(131), member(132)]);
    const connection = (await connect(a.id, b.id).expect(201)).body as Connection;
    expect((await connect(a.id, b.id).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyPending });
    expect((await connect(b.id, a.id).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyPending });
    await answer(b.id, connection.id, 'accepted').expect(200);
    expect((await connect(a.id, b.id).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyConnected });
    expect((await connect(b.id, a.id).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyConnected });
  });

  it('records exactly one of concurrent requests between the same members, whatever the direction', async () => {
    const pairs = Array.from({ length: 8 }, (_, index) => [141 + index * 2, 142 + index * 2] as const);
    await Promise.all(pairs.flat().map((id) => member(id)));
    const answers = await Promise.all(
      pairs.map(([a, b]) => Promise.all([connect(a, b), connect(b, a), connect(a, b), connect(b, a)])),
    );
    for (const [index, statuses] of answers.map((four, index) => [index, four.map((answered) => answered.status)] as const)) {
      expect([index, statuses.filter((status) => status === 201).length, statuses.filter((status) => status === 409).length]).toEqual([index, 1, 3]);
    }
    for (const id of pairs.flat()) expect([id, (await live(id)).length]).toEqual([id, 1]);
  });

  it('frees the pair after a decline: the member who declined may ask at once, the requester after the cool-off', async () => {
    const [a, b] = await Promise.all([member(161), member(162)]);
    const first = (await connect(a.id, b.id).expect(201)).body as Connection;
    expect((await answer(b.id, first.id, 'rejected').expect(200)).body).toEqual({ ...first, status: 'rejected' });
    expect(await pending(b.id)).toEqual([]);
    expect(await live(a.id)).toEqual([]);
    const [rejected] = await eventsOf(ConnectionRejectedV1.type, first.id);
    expect(() => ConnectionRejectedV1.schema.validateSync(rejected?.data, { strict: true })).not.toThrow();

    const again = (await connect(b.id, a.id).expect(201)).body as Connection;
    expect(again.id).not.toBe(first.id);
    expect((await pending(a.id)).map((item) => item.connection.id)).toEqual([again.id]);
    expect((await connect(a.id, b.id).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyPending });
  });

  it('holds a declined requester back for the cool-off, saying from which day, and no longer', async () => {
    const [a, b, c] = await Promise.all([member(401, { name: "Dr. Siobhán O'Connor" }), member(402, { name: 'Dr. Zoë Ångström' }), member(403)]);
    const first = (await connect(a.id, b.id).expect(201)).body as Connection;
    const declined = (await answer(b.id, first.id, 'rejected').expect(200)).body as Connection;
    const answeredAt = (await graph.database.collection('connections').findOne({ _id: declined.id } as object))?.answeredAt as Date;

    // Right after the decline, and again a minute later: refused with the day they may ask again (30 days on).
    const expected = { message: connectionCoolOffMessage(new Date(answeredAt.getTime() + 30 * 86_400_000)) };
    expect((await connect(a.id, b.id).expect(409)).body).toEqual(expected);
    expect(expected.message).toMatch(/^This member declined your last connection request\. You can send them a new one from [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect((await connect(a.id, b.id).expect(409)).body).toEqual(expected);
    expect(await pending(b.id)).toEqual([]);
    // Only that pair and that direction: A may ask others, C may ask B.
    await connect(a.id, c.id).expect(201);
    await connect(c.id, b.id).expect(201);

    // 29 days on, still refused; 30 days and a minute on, allowed.
    const connections = graph.database.collection('connections');
    await connections.updateOne({ _id: declined.id } as object, { $set: { answeredAt: new Date(Date.now() - 29 * 86_400_000) } });
    await connect(a.id, b.id).expect(409);
    await connections.updateOne({ _id: declined.id } as object, { $set: { answeredAt: new Date(Date.now() - 30 * 86_400_000 - 60_000) } });
    const later = (await connect(a.id, b.id).expect(201)).body as Connection;
    expect((await pending(b.id)).map((item) => item.connection.id)).toContain(later.id);
  });

  it('lets only the sender withdraw a pending request, which leaves every list and frees the pair at once', async () => {
    const [a, b, stranger] = await Promise.all([member(404, { name: "Dr. Éamon D'Arcy" }), member(405, { name: 'Dr. Nuala Ní Bhriain' }), member(406)]);
    const sent = (await connect(a.id, b.id).expect(201)).body as Connection;
    expect((await live(a.id)).map((item) => [item.connection.id, item.connection.status, item.user.name])).toEqual([[sent.id, 'pending', 'Dr. Nuala Ní Bhriain']]);

    // Nobody else withdraws it: not a stranger, not the receiver (who declines instead), not an unknown id.
    const withdraw = (memberId: number, connectionId: number) => call(memberId).post(SocialGraphRoutes.withdraw(connectionId), {});
    expect((await withdraw(stranger.id, sent.id).expect(403)).body).toEqual({ message: ConnectionMessages.notRequester });
    expect((await withdraw(b.id, sent.id).expect(403)).body).toEqual({ message: ConnectionMessages.notRequester });
    expect((await withdraw(a.id, 987_655).expect(404)).body).toEqual({ message: ConnectionMessages.notFound });
    expect((await pending(b.id)).map((item) => item.connection.id)).toEqual([sent.id]);

    await withdraw(a.id, sent.id).expect(204);
    expect(await live(a.id)).toEqual([]);
    expect(await live(b.id)).toEqual([]);
    expect(await pending(b.id)).toEqual([]);
    // Once withdrawn it cannot be withdrawn again nor answered.
    expect((await withdraw(a.id, sent.id).expect(409)).body).toEqual({ message: ConnectionMessages.notPending });
    expect((await answer(b.id, sent.id, 'accepted').expect(409)).body).toEqual({ message: ConnectionMessages.notPending });
    const [withdrawn] = await eventsOf(ConnectionWithdrawnV1.type, sent.id);
    expect(() => ConnectionWithdrawnV1.schema.validateSync(withdrawn?.data, { strict: true })).not.toThrow();
    expect(withdrawn?.data).toEqual({ connectionId: sent.id, requesterId: a.id, receiverId: b.id, withdrawnAt: expect.any(String) });

    // No cool-off after a withdrawal: the sender asks again at once; an answered request cannot be withdrawn.
    const again = (await connect(a.id, b.id).expect(201)).body as Connection;
    await answer(b.id, again.id, 'accepted').expect(200);
    expect((await withdraw(a.id, again.id).expect(409)).body).toEqual({ message: ConnectionMessages.notPending });
    expect((await live(b.id)).map((item) => [item.connection.id, item.connection.status])).toEqual([[again.id, 'accepted']]);
  });

  it('counts exactly one of a withdrawal and an answer racing on the same request', async () => {
    const pairs = Array.from({ length: 6 }, (_, index) => [411 + index * 2, 412 + index * 2] as const);
    await Promise.all(pairs.flat().map((id) => member(id)));
    for (const [a, b] of pairs) {
      const sent = (await connect(a, b).expect(201)).body as Connection;
      const [withdrawal, acceptance] = await Promise.all([call(a).post(SocialGraphRoutes.withdraw(sent.id), {}), answer(b, sent.id, 'accepted')]);
      expect([withdrawal.status, acceptance.status].filter((status) => status === 409)).toHaveLength(1);
      const expected = acceptance.status === 200 ? [[sent.id, 'accepted']] : [];
      for (const id of [a, b]) expect((await live(id)).map((item) => [item.connection.id, item.connection.status])).toEqual(expected);
    }
  });

  it('shows a renamed member under the new name in the lists (profile.updated)', async () => {
    const [a, b] = await Promise.all([member(171), member(172)]);
    const connection = (await connect(a.id, b.id).expect(201)).body as Connection;
    await answer(b.id, connection.id, 'accepted').expect(200);
    await member(b.id, { name: 'Dr. Renamed Member', city: 'Boston', state: 'MA' });
    expect((await live(a.id))[0]?.user).toMatchObject({ id: b.id, name: 'Dr. Renamed Member', city: 'Boston', state: 'MA' });
  });

  it('suggests friends of friends first, then shared traits, never oneself, a connection or a pending request', async () => {
    const traits = { specialty: 'Periodontist', city: 'Denver', state: 'CO', affiliation: 'Smile Brands' };
    // Low ids: strangers fill the list oldest first, so this one comes before the other tests' members.
    const me = await member(11, traits);
    const [friend, friendOfFriend, sameSpecialty, sameState, stranger, requestedByMe, requestingMe] = await Promise.all([
      member(12),
      member(13),
      member(14, { specialty: 'Periodontist' }),
      member(15, { state: 'CO', city: 'Boulder' }),
      member(16),
      member(17, traits),
      member(18, traits),
    ]);
    const friendship = (await connect(me.id, friend.id).expect(201)).body as Connection;
    await answer(friend.id, friendship.id, 'accepted').expect(200);
    const tie = (await connect(friendOfFriend.id, friend.id).expect(201)).body as Connection;
    await answer(friend.id, tie.id, 'accepted').expect(200);
    await connect(me.id, requestedByMe.id).expect(201);
    await connect(requestingMe.id, me.id).expect(201);

    const suggested = await suggestions(me.id);
    for (const never of [me, friend, requestedByMe, requestingMe]) expect(suggested).not.toContain(never.id);
    const rank = (id: number) => suggested.indexOf(id);
    expect(rank(friendOfFriend.id)).toBe(0);
    expect(rank(sameSpecialty.id)).toBeGreaterThan(0);
    expect(rank(sameSpecialty.id)).toBeLessThan(rank(sameState.id));
    expect(rank(sameState.id)).toBeLessThan(rank(stranger.id));
    expect(await suggestions(me.id)).toEqual(suggested);
  });

  it("keeps a private member's connections to the member: 403 to others, and left out of others' lists", async () => {
    const [owner, friend, viewer, privateFriend] = await Promise.all([member(191), member(192), member(193), member(194)]);
    await world.connected(owner.id, friend.id);
    await world.connected(privateFriend.id, owner.id);
    const ofOwner = async (viewerId: number) =>
      (await call(viewerId).get(SocialGraphRoutes.memberConnections(owner.id)).expect(200)).body as MemberConnections;
    const listed = (connections: MemberConnections) => [connections.total, connections.connections.map((item) => item.user.id)];

    await member(privateFriend.id, { publicProfile: false });
    expect(listed(await ofOwner(viewer.id))).toEqual([1, [friend.id]]);
    expect(listed(await ofOwner(privateFriend.id))).toEqual([2, [privateFriend.id, friend.id]]);
    expect(listed(await ofOwner(owner.id))).toEqual([2, [privateFriend.id, friend.id]]);

    await member(owner.id, { publicProfile: false });
    for (const other of [viewer, friend, privateFriend]) {
      expect((await call(other.id).get(SocialGraphRoutes.memberConnections(owner.id)).expect(403)).body).toEqual({ message: PrivacyMessages.privateProfile });
    }
    expect(listed(await ofOwner(owner.id))).toEqual([2, [privateFriend.id, friend.id]]);
    // Their own list still shows the private members they are connected with.
    expect((await live(friend.id)).map((item) => item.user.id)).toEqual([owner.id]);

    await member(owner.id, { publicProfile: true });
    await member(privateFriend.id, { publicProfile: true });
    expect(listed(await ofOwner(viewer.id))).toEqual([2, [privateFriend.id, friend.id]]);
  });

  it('counts the connections a viewer shares with each asked member, under the privacy of their lists', async () => {
    const [viewer, stranger, target, other, privateFriend, newcomer] = await Promise.all([
      member(231),
      member(232),
      member(233),
      member(234),
      member(235),
      member(236),
    ]);
    // viewer shares other and privateFriend with target; other is asked about too.
    await world.connected(viewer.id, other.id);
    await world.connected(other.id, target.id);
    await world.connected(privateFriend.id, viewer.id);
    await world.connected(target.id, privateFriend.id);
    const mutual = async (ids: string) =>
      ((await call(viewer.id).get(`${SocialGraphRoutes.mutualConnections}?ids=${ids}`).expect(200)).body as MutualConnectionCounts).counts;

    const ids = [target, other, newcomer, stranger, viewer].map((card) => card.id).join(',') + ',999999';
    expect(await mutual(ids)).toEqual({ [target.id]: 2, [other.id]: 0, [newcomer.id]: 0, [stranger.id]: 0 });

    // A connection whose profile is not public is not counted; a member whose profile is not public gets no count.
    await member(privateFriend.id, { publicProfile: false });
    expect(await mutual(`${target.id}`)).toEqual({ [target.id]: 1 });
    await member(target.id, { publicProfile: false });
    expect(await mutual(`${target.id},${newcomer.id}`)).toEqual({ [newcomer.id]: 0 });
    await member(target.id, { publicProfile: true });
    await member(privateFriend.id, { publicProfile: true });

    await call(viewer.id).get(`${SocialGraphRoutes.mutualConnections}?ids=abc`).expect(400);
    await call(viewer.id).get(SocialGraphRoutes.mutualConnections).expect(400);
  });

  it('never suggests a member who turned search visibility off, as a look-alike or a friend of a friend, and does again once it is on', async () => {
    const traits = { specialty: 'Prosthodontist', city: 'Omaha', state: 'NE', affiliation: 'Aspen Dental' };
    const [me, lookAlike, friend, friendOfFriend] = await Promise.all([
      member(196, traits),
      member(197, { ...traits, searchVisibility: false }),
      member(198),
      member(199, { searchVisibility: false }),
    ]);
    await world.connected(me.id, friend.id);
    await world.connected(friendOfFriend.id, friend.id);
    const hidden = await suggestions(me.id);
    expect(hidden).not.toContain(lookAlike.id);
    expect(hidden).not.toContain(friendOfFriend.id);

    await member(lookAlike.id, traits);
    await member(friendOfFriend.id, { searchVisibility: true });
    expect((await suggestions(me.id)).slice(0, 2)).toEqual([friendOfFriend.id, lookAlike.id]);
  });

  it('lets either member remove an accepted connection, publishes connection.removed and frees the pair', async () => {
    const traits = { specialty: 'Endodontist', city: 'Tulsa', state: 'OK' };
    const [a, b, stranger, other] = await Promise.all([member(181, traits), member(182, traits), member(183), member(184)]);
    const connection = await world.connected(a.id, b.id);
    expect(await suggestions(a.id)).not.toContain(b.id);

    expect((await world.remove(stranger.id, connection.id).expect(403)).body).toEqual({ message: ConnectionMessages.notMember });
    expect((await world.remove(a.id, 987_654).expect(404)).body).toEqual({ message: ConnectionMessages.notFound });
    await world.remove(b.id, connection.id).expect(204);
    expect((await world.remove(a.id, connection.id).expect(409)).body).toEqual({ message: ConnectionMessages.notAccepted });

    expect(await live(a.id)).toEqual([]);
    expect(await live(b.id)).toEqual([]);
    expect((await call(a.id).get(SocialGraphRoutes.memberConnections(a.id)).expect(200)).body).toEqual({ connections: [], total: 0 });
    expect(await suggestions(a.id)).toContain(b.id);
    const [removed] = await eventsOf(ConnectionRemovedV1.type, connection.id);
    expect(() => ConnectionRemovedV1.schema.validateSync(removed?.data, { strict: true })).not.toThrow();
    expect(removed?.data).toEqual({ connectionId: connection.id, requesterId: a.id, receiverId: b.id, removedBy: b.id, removedAt: expect.any(String) });

    const pendingRequest = (await connect(a.id, other.id).expect(201)).body as Connection;
    expect((await world.remove(a.id, pendingRequest.id).expect(409)).body).toEqual({ message: ConnectionMessages.notAccepted });

    const again = (await connect(b.id, a.id).expect(201)).body as Connection;
    await answer(a.id, again.id, 'accepted').expect(200);
    expect((await live(a.id)).map((item) => [item.connection.id, item.connection.status])).toEqual([
      [again.id, 'accepted'],
      [pendingRequest.id, 'pending'],
    ]);
  });

  it('answers 401 without a signed-in member and 403 without the service token', async () => {
    expect((await call().get(SocialGraphRoutes.connections).expect(401)).body).toEqual({ message: 'Sign-in required' });
    await call().post(SocialGraphRoutes.connections, { receiverId: 1 }).expect(401);
    await request(graph.url).get(SocialGraphRoutes.connections).set('x-acting-user-id', '1').expect(403);
  });
});
