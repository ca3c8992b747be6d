import { SocialGraphRoutes, type ConnectionSuggestion, type MemberConnections, type MutualConnectionCounts } from '@docnet/contracts';
import { connectRedis, MemberCards, redisKeyPrefix } from '@docnet/platform';
import { memberCard, startServiceUnderTest, testInfra, unboundedCalls, watchRedis, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { AppModule } from '../src/app.module';
import { ConnectionGraph, type GraphConnection } from '../src/modules/connections/domain/connection-graph.port';
import { SuggestionLists } from '../src/modules/connections/domain/suggestion-lists.port';
import { GraphWorld } from './graph-world';

/** A department chair, a colleague sharing a few of their connections, and a member the chair has asked to connect. */
const CHAIR = 7001;
const COLLEAGUE = 7002;
const ASKED = 7003;
/** The chair's connections are members 10001…; the newest ones have cards, two of them keeping their connections private. */
const FIRST = 10001;

describe('social-graph: reads of a member with thousands of connections touch a page of them, never the whole list', () => {
  let graph: ServiceUnderTest;
  let world: GraphWorld;
  let redis: Redis;
  let prefix: string;
  let nextConnection = 500_001;
  let connected = 0;

  const accepted = (requesterId: number, receiverId: number): GraphConnection => ({
    id: nextConnection++,
    requesterId,
    receiverId,
    status: 'accepted',
    createdAt: new Date(),
  });

  /** `count` more members connected with the chair, newest last (straight into the read model: its size is what counts). */
  async function grow(count: number): Promise<void> {
    const ties = Array.from({ length: count }, () => accepted(FIRST + connected++, CHAIR));
    for (let start = 0; start < ties.length; start += 500) await graph.app.get(ConnectionGraph).save(ties.slice(start, start + 500));
  }

  /** Every read a screen makes about the chair, watched through MONITOR: the calls each sent. */
  async function watchedReads() {
    await graph.app.get(SuggestionLists).invalidate([CHAIR]);
    const reads = {
      ownList: () => world.call(CHAIR).get(`${SocialGraphRoutes.memberConnections(CHAIR)}?limit=5`).expect(200),
      othersList: () => world.call(COLLEAGUE).get(`${SocialGraphRoutes.memberConnections(CHAIR)}?limit=5`).expect(200),
      mutual: () => world.call(COLLEAGUE).get(`${SocialGraphRoutes.mutualConnections}?ids=${CHAIR}`).expect(200),
      // The list computed on the request (made stale first): the most a suggestions read does.
      suggestions: () => world.call(CHAIR).get(SocialGraphRoutes.suggestions).expect(200),
    };
    const seen: Record<string, { body: unknown; calls: number; unbounded: string[][] }> = {};
    for (const [name, read] of Object.entries(reads)) {
      const watched = await watchRedis(redis, prefix, async () => (await read()).body as unknown);
      seen[name] = { body: watched.result, calls: watched.calls.length, unbounded: unboundedCalls(watched, 1000) };
    }
    return seen;
  }

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    redis = connectRedis(testInfra().redisUrl);
    prefix = redisKeyPrefix(graph.config.EVENTS_NAMESPACE);
    const cards = graph.app.get(MemberCards);
    for (const id of [CHAIR, COLLEAGUE, ASKED]) await cards.apply({ revision: 1, card: memberCard(id) });
    await grow(1195);
    // The five newest: the colleague is connected with all of them, and the asked member with the newest.
    const shared = Array.from({ length: 5 }, (_, index) => FIRST + connected + index);
    await grow(5);
    for (const id of shared) await cards.apply({ revision: 1, card: memberCard(id, { publicProfile: id > shared[2] ? false : true }) });
    const model = graph.app.get(ConnectionGraph);
    await model.save([...shared.map((id) => accepted(COLLEAGUE, id)), accepted(ASKED, shared[4])]);
    await model.save([{ id: nextConnection++, requesterId: CHAIR, receiverId: ASKED, status: 'pending', createdAt: new Date() }]);
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await graph?.stop();
  });

  it('counts, pages, mutual connections and suggestions as before, reading no whole list, at 1,200 and 2,400 connections', async () => {
    const small = await watchedReads();
    const own = small.ownList.body as MemberConnections;
    const others = small.othersList.body as MemberConnections;
    // The chair sees all 1,200; others not the two keeping their connections private.
    expect([own.total, own.connections.map(({ user }) => user.id)]).toEqual([1200, [11200, 11199, 11198, 11197, 11196]]);
    expect([others.total, others.connections.map(({ user }) => user.id)]).toEqual([1198, [11198, 11197, 11196]]);
    expect((small.mutual.body as MutualConnectionCounts).counts).toEqual({ [CHAIR]: 3 });
    const suggested = (read: typeof small) => (read.suggestions.body as ConnectionSuggestion[]).map(({ id }) => id);
    // The colleague (five mutual connections) first.
    expect(suggested(small)[0]).toBe(COLLEAGUE);

    await grow(1200);
    const large = await watchedReads();
    for (const read of [small, large]) {
      for (const { unbounded } of Object.values(read)) expect(unbounded).toEqual([]);
      // Never a connection (however old), nor the member with a pending request.
      expect(suggested(read).filter((id) => id === ASKED || id >= FIRST)).toEqual([]);
    }
    // Twice the connections, as many calls for the lists and counts; the suggestions' depend on who the newest 100
    // friends know (one key each), never on how many friends there are.
    const calls = (read: typeof small) => Object.fromEntries(Object.entries(read).map(([name, { calls: count }]) => [name, count]));
    expect({ ...calls(large), suggestions: 0 }).toEqual({ ...calls(small), suggestions: 0 });
    for (const read of [small, large]) expect(read.suggestions.calls).toBeLessThan(150);
    expect((large.ownList.body as MemberConnections).total).toBe(2400);
  }, 120_000);
});
