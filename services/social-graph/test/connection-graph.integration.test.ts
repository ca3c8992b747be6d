import { ConnectionAcceptedV1, SocialGraphRoutes, type Connection, type ConnectionListItem, type MemberConnections, type MutualConnectionCounts } from '@docnet/contracts';
import { connectRedis, redisKeyPrefix } from '@docnet/platform';
import { dropRedisNamespace, keysMatching, eventually, startServiceUnderTest, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { AppModule } from '../src/app.module';
import { RebuildConnectionGraphHandler } from '../src/modules/connections/commands/update-connection-graph/rebuild-connection-graph.handler';
import { ConnectionGraph } from '../src/modules/connections/domain/connection-graph.port';
import { GraphWorld } from './graph-world';

const members = [601, 602, 603, 604, 605, 606];

describe('social-graph: connections read model (Redis)', () => {
  let graph: ServiceUnderTest;
  let world: GraphWorld;
  let redis: Redis;
  let prefix: string;

  /** Every answer the model serves, for every member, as each member sees it. */
  async function answersOf(service = graph): Promise<unknown[]> {
    const on = new GraphWorld(service);
    const answers: unknown[] = [];
    for (const id of members) {
      const call = on.call(id);
      answers.push((await call.get(SocialGraphRoutes.connections).expect(200)).body as ConnectionListItem[]);
      answers.push((await call.get(SocialGraphRoutes.pending).expect(200)).body as ConnectionListItem[]);
      answers.push((await call.get(`${SocialGraphRoutes.mutualConnections}?ids=${members.join(',')}`).expect(200)).body as MutualConnectionCounts);
      for (const other of members) {
        const answer = await call.get(SocialGraphRoutes.memberConnections(other));
        answers.push([answer.status, answer.body as MemberConnections]);
      }
    }
    return answers;
  }

  /** Every key of the model with its content, the rebuild's bookkeeping and the suggestion lists and traits (their own tests) aside. */
  async function modelContent(): Promise<Record<string, unknown>> {
    const keys = (await keysMatching(redis, `${prefix}{member:*}:social-graph:*`)).filter((key) => !/:(suggestions|traits)$/.test(key));
    const content: Record<string, unknown> = {};
    for (const key of keys) {
      content[key] = (await redis.type(key)) === 'hash' ? await redis.hgetall(key) : await redis.zrange(key, 0, -1, 'WITHSCORES');
    }
    return content;
  }

  /** What Redis restarted empty looks like to this service (the shared server itself is never flushed). */
  async function emptyRedis(): Promise<void> {
    await dropRedisNamespace(testInfra().redisUrl, graph.config.EVENTS_NAMESPACE);
  }

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    redis = connectRedis(testInfra().redisUrl);
    prefix = redisKeyPrefix(graph.config.EVENTS_NAMESPACE);
    for (const id of members) await world.member(id);
    // Accepted, pending both ways, declined, removed, and a private member among the connections.
    await world.connected(601, 602);
    await world.connected(603, 601);
    await world.connected(602, 603);
    await world.connect(604, 601).expect(201);
    await world.connect(601, 605).expect(201);
    const declined = (await world.connect(606, 602).expect(201)).body as Connection;
    await world.answer(602, declined.id, 'rejected').expect(200);
    const removed = await world.connected(606, 603);
    await world.remove(606, removed.id).expect(204);
    await world.connected(606, 601);
    await world.member(603, { publicProfile: false });
  });

  afterAll(async () => {
    redis?.disconnect();
    await graph?.stop();
  });

  it('answers the lists, counts and privacy from the entries the writes made', async () => {
    const call = world.call(601);
    const listed = (items: ConnectionListItem[]) => items.map(({ user, connection }) => [user.id, connection.status]);
    expect(listed((await call.get(SocialGraphRoutes.connections).expect(200)).body as ConnectionListItem[])).toEqual([
      [606, 'accepted'],
      [605, 'pending'],
      [604, 'pending'],
      [603, 'accepted'],
      [602, 'accepted'],
    ]);
    expect(listed((await call.get(SocialGraphRoutes.pending).expect(200)).body as ConnectionListItem[])).toEqual([[604, 'pending']]);
    const ofFirst = (await world.call(602).get(SocialGraphRoutes.memberConnections(601)).expect(200)).body as MemberConnections;
    expect([ofFirst.total, ofFirst.connections.map(({ user }) => user.id)]).toEqual([2, [606, 602]]);
    const mutual = (await world.call(602).get(`${SocialGraphRoutes.mutualConnections}?ids=601,606`).expect(200)).body as MutualConnectionCounts;
    expect(mutual.counts).toEqual({ 601: 0, 606: 1 });
  });

  it('never moves a connection backwards: an older or repeated stage changes nothing', async () => {
    const model = graph.app.get(ConnectionGraph);
    const { newest } = await model.accepted(606, 1);
    const [latest] = await model.connections(606, newest.map((tie) => tie.connectionId));
    const before = await modelContent();
    expect(await model.save([latest])).toBe(0);
    expect(await model.save([{ ...latest, status: 'pending' }])).toBe(0);
    expect(await modelContent()).toEqual(before);
  });

  it("catches up from the service's own events when the update after a write was lost", async () => {
    const model = graph.app.get(ConnectionGraph);
    const connection = (await world.connect(605, 602).expect(201)).body as Connection;
    // An answer whose model update never happened (a crash in between): only its event is left.
    const answeredAt = new Date().toISOString();
    await graph.database.collection('connections').updateOne({ _id: connection.id as never }, { $set: { status: 'accepted', answeredAt } });
    expect(await model.stageHeld({ id: connection.id, requesterId: 605, receiverId: 602 })).toBe(1);
    await graph.publish(ConnectionAcceptedV1, connection.id, { connectionId: connection.id, requesterId: 605, receiverId: 602, answeredAt });
    await eventually(async () => (await model.stageHeld({ id: connection.id, requesterId: 605, receiverId: 602 })) === 2, 'the connection brought up by its event');
    expect((await model.accepted(602, 10)).newest.map((tie) => tie.connectionId)).toContain(connection.id);
    await world.remove(602, connection.id).expect(204);
    expect(await model.stageHeld({ id: connection.id, requesterId: 605, receiverId: 602 })).toBe(3);
  });

  it('a rebuild from nothing equals the model the writes built', async () => {
    const incremental = await modelContent();
    const answers = await answersOf();
    await emptyRedis();
    await graph.app.get(RebuildConnectionGraphHandler).execute();
    expect(await modelContent()).toEqual(incremental);
    expect(await answersOf()).toEqual(answers);
  });

  it('rebuilds itself when Redis comes back empty, on the next read', async () => {
    const answers = await answersOf();
    await emptyRedis();
    expect(await graph.app.get(ConnectionGraph).isComplete()).toBe(false);
    expect(await answersOf()).toEqual(answers);
    expect(await graph.app.get(ConnectionGraph).isComplete()).toBe(true);
  });

  it('answers 503 for the lists while its Redis cannot be reached', async () => {
    const cutOff = await startServiceUnderTest('social-graph', AppModule.register, {
      EVENTS_NAMESPACE: graph.config.EVENTS_NAMESPACE,
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    try {
      const answer = await new GraphWorld(cutOff).call(601).get(SocialGraphRoutes.connections);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'Your network is unavailable right now. Please try again shortly.' });
    } finally {
      await cutOff.close();
    }
  });

  it('two instances of the service answer alike, whichever wrote last', async () => {
    const second = await startServiceUnderTest('social-graph', AppModule.register, { EVENTS_NAMESPACE: graph.config.EVENTS_NAMESPACE });
    try {
      expect(await answersOf(second)).toEqual(await answersOf(graph));
      await new GraphWorld(second).connected(604, 606);
      expect(((await world.call(606).get(SocialGraphRoutes.connections).expect(200)).body as ConnectionListItem[])[0]?.user.id).toBe(604);
      expect(await answersOf(graph)).toEqual(await answersOf(second));
    } finally {
      // close(), not stop(): stop would drop the namespace the first instance still uses.
      await second.close();
    }
  });
});
