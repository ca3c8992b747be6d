import { CONNECTION_SUGGESTION_LIMIT, SocialGraphRoutes, type ConnectionSuggestion } from '@docnet/contracts';
import { connectRedis, MemberCards, redisKeyPrefix, TRAIT_BUCKET_SIZE } from '@docnet/platform';
import { memberCard, NETWORK_WIDE_COMMANDS, startServiceUnderTest, testInfra, watchRedis, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { AppModule } from '../src/app.module';
import { GraphWorld } from './graph-world';

/** The people of one big specialty in one state, as most members are in a skewed network. */
const shared = { specialty: 'Family Medicine', state: 'TX', city: 'San Antonio' };

describe('social-graph: a suggestions read touches a bounded part of the network, whatever its size', () => {
  let graph: ServiceUnderTest;
  let world: GraphWorld;
  let redis: Redis;
  let prefix: string;
  let next = 5001;

  /** Members sharing the traits, kept as their cards arrive (the traits follow the cards). */
  async function grow(count: number): Promise<void> {
    const cards = graph.app.get(MemberCards);
    const ids = Array.from({ length: count }, () => next++);
    for (let start = 0; start < ids.length; start += 25)
      await Promise.all(ids.slice(start, start + 25).map((id) => cards.apply({ revision: 1, card: memberCard(id, { ...shared, name: `Dr. Zoë O'Brien-${id}` }) })));
  }

  /**
   * A new member's first suggestions read (their list computed on the request: the most a read does), watched through
   * MONITOR on every node: the namespace's keys it touched with each key's size, and the commands it sent.
   */
  async function watchedRead(): Promise<{ shown: number; keys: Map<string, number>; commands: string[] }> {
    const viewer = next++;
    await graph.app.get(MemberCards).apply({ revision: 1, card: memberCard(viewer, shared) });
    const { result, keys, commands } = await watchRedis(redis, prefix, async () =>
      (await world.call(viewer).get(SocialGraphRoutes.suggestions).expect(200)).body as ConnectionSuggestion[],
    );
    return { shown: result.length, keys, commands };
  }

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    redis = connectRedis(testInfra().redisUrl);
    prefix = redisKeyPrefix(graph.config.EVENTS_NAMESPACE);
    await grow(300);
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await graph?.stop();
  });

  it('reads no key holding more than a bucket, and as many keys at three times the network', async () => {
    const small = await watchedRead();
    await grow(600);
    const large = await watchedRead();
    for (const read of [small, large]) {
      expect(read.shown).toBe(CONNECTION_SUGGESTION_LIMIT);
      expect(read.commands.filter((command) => NETWORK_WIDE_COMMANDS.has(command))).toEqual([]);
      const biggest = Math.max(...read.keys.values());
      expect(biggest).toBeLessThanOrEqual(TRAIT_BUCKET_SIZE);
    }
    // 900 members share the viewer's specialty, state and city; the read's keys do not grow with them.
    expect(large.keys.size).toBe(small.keys.size);
  }, 120_000);
});
