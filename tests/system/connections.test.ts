import {
  ApiRoutes,
  connectionCoolOffMessage,
  ConnectionMessages,
  type Connection,
  type ConnectionListItem,
  type ConnectionSuggestion,
  type MemberConnections,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import { loadStackState } from '../harness/stack';
import { browserSession, memberKnownToGraph, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

const request = (from: SessionMember, to: SessionMember) => from.agent.post(ApiRoutes.connections).send({ receiverId: to.id });
const answer = (by: SessionMember, connectionId: number, status: 'accepted' | 'rejected') =>
  by.agent.put(ApiRoutes.connectionById(connectionId)).send({ status });
const list = async (member: SessionMember) => (await member.agent.get(ApiRoutes.connections).expect(200)).body as ConnectionListItem[];
const pending = async (member: SessionMember) => (await member.agent.get(ApiRoutes.connectionsPending).expect(200)).body as ConnectionListItem[];
const suggestionIds = async (member: SessionMember) =>
  ((await member.agent.get(ApiRoutes.connectionsSuggestions).expect(200)).body as ConnectionSuggestion[]).map(({ id }) => id);
const statusWith = (items: ConnectionListItem[], other: SessionMember) => items.find((item) => item.user.id === other.id)?.connection.status;

describe('connections through the BFF', () => {
  it('A requests B, B sees it pending and accepts it (A cannot), and both list each other as connected', async () => {
    const [a, b, c] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];

    const sent = await request(a, b).expect(201);
    const connection = sent.body as Connection;
    expect(connection).toMatchObject({ requesterId: a.id, receiverId: b.id, status: 'pending' });
    expect(statusWith(await list(a), b)).toBe('pending');

    const waiting = await pending(b);
    expect(waiting).toEqual([expect.objectContaining({ connection, user: expect.objectContaining({ id: a.id }) })]);
    expect(await pending(a)).toEqual([]);

    expect((await answer(a, connection.id, 'accepted').expect(403)).body).toEqual({ message: ConnectionMessages.notReceiver });
    await answer(c, connection.id, 'accepted').expect(403);
    expect((await answer(b, connection.id, 'accepted').expect(200)).body).toMatchObject({ id: connection.id, status: 'accepted' });

    expect(statusWith(await list(a), b)).toBe('accepted');
    expect(statusWith(await list(b), a)).toBe('accepted');
    expect(await pending(b)).toEqual([]);
    const ofB = (await c.agent.get(ApiRoutes.userConnections(b.id)).expect(200)).body as MemberConnections;
    expect(ofB).toEqual({ total: 1, connections: [expect.objectContaining({ user: expect.objectContaining({ id: a.id }) })] });

    expect((await request(a, b).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyConnected });
    expect((await request(b, a).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyConnected });
  });

  it('refuses a second request in either direction, also when both are sent at once', async () => {
    const [a, b, c, d] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    await request(a, b).expect(201);
    expect((await request(a, b).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyPending });
    expect((await request(b, a).expect(409)).body).toEqual({ message: ConnectionMessages.alreadyPending });

    const [forth, back] = await Promise.all([request(c, d), request(d, c)]);
    expect([forth.status, back.status].sort()).toEqual([201, 409]);
    expect((forth.status === 409 ? forth : back).body).toEqual({ message: ConnectionMessages.alreadyPending });
    expect(await list(c)).toHaveLength(1);
    expect(await list(d)).toHaveLength(1);
  });

  it('holds a declined requester back for the cool-off with the day they may ask again; the member who declined may ask', async () => {
    const [a, b] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    const first = (await request(a, b).expect(201)).body as Connection;
    expect((await answer(b, first.id, 'rejected').expect(200)).body).toMatchObject({ status: 'rejected' });
    expect(await pending(b)).toEqual([]);
    expect(statusWith(await list(a), b)).toBeUndefined();

    // Right after the decline: refused, saying from which day (30 days on, give or take the day's turn).
    const refused = (await request(a, b).expect(409)).body as { message: string };
    const days = [29, 30, 31].map((day) => connectionCoolOffMessage(new Date(Date.now() + day * 86_400_000)));
    expect(days).toContain(refused.message);
    expect(await pending(b)).toEqual([]);

    // The member who declined may ask at once.
    await request(b, a).expect(201);
    expect((await pending(a)).map((item) => item.user.id)).toEqual([b.id]);
  });

  it('lists the requests a member sent and lets only the sender withdraw one, which frees the pair at once', async () => {
    const [a, b, c, stranger] = [
      await memberKnownToGraph(baseUrl),
      await memberKnownToGraph(baseUrl),
      await memberKnownToGraph(baseUrl),
      await memberKnownToGraph(baseUrl),
    ];
    const toB = (await request(a, b).expect(201)).body as Connection;
    const toC = (await request(a, c).expect(201)).body as Connection;
    const sent = (await list(a)).filter(({ connection }) => connection.status === 'pending' && connection.requesterId === a.id);
    expect(sent.map(({ connection, user }) => [connection.id, user.id])).toEqual([
      [toC.id, c.id],
      [toB.id, b.id],
    ]);

    const withdraw = (by: SessionMember, id: number | string) => by.agent.post(ApiRoutes.connectionWithdraw(id));
    expect((await withdraw(stranger, toB.id).expect(403)).body).toEqual({ message: ConnectionMessages.notRequester });
    expect((await withdraw(b, toB.id).expect(403)).body).toEqual({ message: ConnectionMessages.notRequester });
    await withdraw(a, 'abc').expect(400);
    expect((await pending(b)).map((item) => item.connection.id)).toEqual([toB.id]);

    await withdraw(a, toB.id).expect(204);
    expect(statusWith(await list(a), b)).toBeUndefined();
    expect(await pending(b)).toEqual([]);
    expect((await withdraw(a, toB.id).expect(409)).body).toEqual({ message: ConnectionMessages.notPending });
    // Signed out: 401, nothing withdrawn.
    await browserSession(baseUrl).post(ApiRoutes.connectionWithdraw(toC.id)).expect(401);
    expect(statusWith(await list(a), c)).toBe('pending');

    // No cool-off after a withdrawal.
    await request(a, b).expect(201);
    expect((await pending(b)).map((item) => item.user.id)).toEqual([a.id]);
  });

  it('suggests friends of friends first and look-alikes next, never oneself, a connection or a pending request', async () => {
    // Values of this run only, so no other member of the stack shares them.
    const tag = Date.now().toString(36);
    const traits = { specialty: `Periodontist ${tag}`, affiliation: `Clinic ${tag}`, city: `Springfield ${tag}`, state: `ST ${tag}` };
    const me = await memberKnownToGraph(baseUrl, traits);
    const [friend, friendOfFriend, lookAlike, requestedByMe, requestingMe] = [
      await memberKnownToGraph(baseUrl),
      await memberKnownToGraph(baseUrl),
      await memberKnownToGraph(baseUrl, traits),
      await memberKnownToGraph(baseUrl),
      await memberKnownToGraph(baseUrl),
    ];
    const friendship = (await request(me, friend).expect(201)).body as Connection;
    await answer(friend, friendship.id, 'accepted').expect(200);
    const tie = (await request(friendOfFriend, friend).expect(201)).body as Connection;
    await answer(friend, tie.id, 'accepted').expect(200);
    await request(me, requestedByMe).expect(201);
    await request(requestingMe, me).expect(201);

    // First: the only member with a mutual connection; second: the only one sharing the traits; then strangers.
    // (Polled: the patched cards reach the social graph asynchronously.)
    const suggested = await eventually(async () => {
      const ids = await suggestionIds(me);
      return ids[0] === friendOfFriend.id && ids[1] === lookAlike.id ? ids : undefined;
    }, 'the friend of a friend, then the look-alike, on top of the suggestions');
    for (const never of [me, friend, requestedByMe, requestingMe]) expect(suggested).not.toContain(never.id);
  });

  it('refuses invalid requests and answers 401 when signed out', async () => {
    const a = await memberKnownToGraph(baseUrl);
    expect((await a.agent.post(ApiRoutes.connections).send({}).expect(400)).body).toEqual({ message: 'receiverId is required' });
    expect((await request(a, a).expect(400)).body).toEqual({ message: ConnectionMessages.self });
    expect((await a.agent.put(ApiRoutes.connectionById(1)).send({ status: 'maybe' }).expect(400)).body).toEqual({
      message: 'status must be accepted or rejected',
    });
    await a.agent.put(ApiRoutes.connectionById('abc')).send({ status: 'accepted' }).expect(400);

    const visitor = browserSession(baseUrl);
    for (const path of [ApiRoutes.connections, ApiRoutes.connectionsPending, ApiRoutes.connectionsSuggestions, ApiRoutes.userConnections(a.id)]) {
      await visitor.get(path).expect(401);
    }
    await visitor.post(ApiRoutes.connections).send({ receiverId: a.id }).expect(401);
    await visitor.put(ApiRoutes.connectionById(1)).send({ status: 'accepted' }).expect(401);
  });
});
