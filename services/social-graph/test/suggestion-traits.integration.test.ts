import { CONNECTION_SUGGESTION_LIMIT, SocialGraphRoutes, type ConnectionSuggestion } from '@docnet/contracts';
import { connectRedis, MemberCards, redisKeyPrefix, type MemberCard } from '@docnet/platform';
import { dropRedisNamespace, keysMatching, startServiceUnderTest, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { AppModule } from '../src/app.module';
import { UpdateSuggestionTraitsHandler } from '../src/modules/connections/commands/update-suggestion-traits/update-suggestion-traits.handler';
import { rankSuggestions } from '../src/modules/connections/domain/suggestion-ranking';
import { GraphWorld } from './graph-world';

/** A small deterministic generator, so a failure names a network that can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return {
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)],
    chance: (p: number) => next() < p,
  };
}

const FIRST = 1201;
const COUNT = 36;
const ids = Array.from({ length: COUNT }, (_, index) => FIRST + index);

describe('social-graph: suggestions computed from the read models rank as the whole network would', () => {
  let graph: ServiceUnderTest;
  let world: GraphWorld;
  let redis: Redis;
  const cards = new Map<number, MemberCard>();
  const friends = new Map<number, Set<number>>(ids.map((id) => [id, new Set()]));
  const pending = new Map<number, Set<number>>(ids.map((id) => [id, new Set()]));
  const random = generator(7);

  const traitsOf = () => ({
    specialty: random.pick(['Orthodontist', 'endodontist ', 'Cardiologist', null]),
    state: random.pick(['TX', 'tx', 'OK', null]),
    city: random.pick(['Austin', 'Tulsa', 'AUSTIN', null]),
    affiliation: random.pick(['Heartland Dental', 'Pacific Dental Services', null]),
  });

  const shown = async (memberId: number) =>
    ((await world.call(memberId).get(SocialGraphRoutes.suggestions).expect(200)).body as ConnectionSuggestion[]).map(({ id }) => id);

  /** What the product's ranking gives over every member of the network: the oracle the read models must agree with. */
  const expected = (memberId: number) => {
    const excluded = new Set([memberId, ...friends.get(memberId)!, ...pending.get(memberId)!]);
    const mutual = new Map<number, number>();
    for (const friend of friends.get(memberId)!)
      for (const other of friends.get(friend)!) if (!excluded.has(other)) mutual.set(other, (mutual.get(other) ?? 0) + 1);
    const candidates = [...cards.values()].filter((card) => !excluded.has(card.id));
    return rankSuggestions(cards.get(memberId), candidates, mutual)
      .filter((card) => card.searchVisibility !== false)
      .slice(0, CONNECTION_SUGGESTION_LIMIT)
      .map(({ id }) => id);
  };

  const everyoneAsExpected = async () => {
    for (const id of ids) expect({ id, shown: await shown(id) }).toEqual({ id, shown: expected(id) });
  };

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    redis = connectRedis(testInfra().redisUrl);
    for (const id of ids) cards.set(id, await world.member(id, { ...traitsOf(), searchVisibility: !random.chance(0.1) }));
    for (let pair = 0; pair < 45; pair += 1) {
      const [a, b] = [random.pick(ids), random.pick(ids)];
      if (a === b || friends.get(a)!.has(b) || pending.get(a)!.has(b)) continue;
      if (random.chance(0.8)) {
        await world.connected(a, b);
        friends.get(a)!.add(b);
        friends.get(b)!.add(a);
      } else {
        await world.connect(a, b).expect(201);
        pending.get(a)!.add(b);
        pending.get(b)!.add(a);
      }
    }
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await graph?.stop();
  });

  it('answers every member of a random network as ranking the whole network would', async () => {
    await everyoneAsExpected();
  }, 60_000);

  it('follows members whose specialty, place or affiliation change, and ignores a stale card', async () => {
    for (const id of ids.slice(0, 8)) cards.set(id, await world.member(id, { ...traitsOf(), searchVisibility: true }));
    const stale = { ...cards.get(ids[0])!, specialty: 'Stale Specialty' };
    await graph.app.get(MemberCards).apply({ revision: 1, card: stale });
    // Others' stored lists keep their order until the graph around them changes (ADR 3); computed now, they follow the new traits.
    await Promise.all(ids.map((id) => redis.del(`${redisKeyPrefix(graph.config.EVENTS_NAMESPACE)}{member:${id}}:social-graph:suggestions`)));
    await everyoneAsExpected();
  }, 60_000);

  it('rebuilds the traits from the stored cards as they were kept card by card, and by itself once Redis lost them', async () => {
    const prefix = redisKeyPrefix(graph.config.EVENTS_NAMESPACE);
    const held = () => Promise.all(ids.map((id) => redis.get(`${prefix}{member:${id}}:social-graph:traits`)));
    const buckets = async () => {
      const keys = await keysMatching(redis, `${prefix}{social-graph:traits:*}`);
      return Promise.all(keys.map(async (key) => [key, await redis.zrange(key, 0, -1)]));
    };
    const before = await held();
    const bucketsBefore = await buckets();
    expect(before.filter(Boolean)).toHaveLength(COUNT);
    await graph.app.get(UpdateSuggestionTraitsHandler).execute();
    expect(await held()).toEqual(before);
    expect(await buckets()).toEqual(bucketsBefore);
    await dropRedisNamespace(testInfra().redisUrl, graph.config.EVENTS_NAMESPACE);
    await everyoneAsExpected();
    expect(await held()).toEqual(before);
    expect(await buckets()).toEqual(bucketsBefore);
  }, 60_000);
});
