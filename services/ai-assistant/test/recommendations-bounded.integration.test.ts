import { AiAssistantRoutes, type AiRecommendationsResponse } from '@docnet/contracts';
import { connectRedis, MemberCards, redisKeyPrefix, TRAIT_BUCKET_SIZE } from '@docnet/platform';
import { memberCard, NETWORK_WIDE_COMMANDS, startServiceUnderTest, testInfra, watchRedis, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { AppModule } from '../src/app.module';
import { RecommendationLists } from '../src/modules/recommendations/read-models/recommendations/recommendation-lists.port';
import { AssistantWorld } from './assistant-world';

/** The people of one big specialty in one place, as most members are in a skewed network. */
const shared = { specialty: 'Family Medicine', state: 'TX', city: 'San Antonio', affiliation: 'Baptist Health', languagesSpoken: ['English', 'Spanish'] };

describe('ai-assistant: a recommendations read touches a bounded part of the network, whatever its size', () => {
  let service: ServiceUnderTest;
  let world: AssistantWorld;
  let redis: Redis;
  let prefix: string;
  let next = 5001;

  /** Members sharing the traits, kept as their cards arrive (each computes its list and tells those it ranks). */
  async function grow(count: number): Promise<void> {
    const cards = service.app.get(MemberCards);
    const ids = Array.from({ length: count }, () => next++);
    for (let start = 0; start < ids.length; start += 25)
      await Promise.all(ids.slice(start, start + 25).map((id) => cards.apply({ revision: 1, card: memberCard(id, { ...shared, name: `Dr. Zoë O'Brien-${id}` }) })));
  }

  /** A new member's read with their list made stale first (so computed on the request: the most a read does), watched through MONITOR. */
  async function watchedRead() {
    const viewer = next++;
    await service.app.get(MemberCards).apply({ revision: 1, card: memberCard(viewer, shared) });
    await service.app.get(RecommendationLists).invalidate([viewer]);
    const { result, keys, commands } = await watchRedis(redis, prefix, async () =>
      (await world.call(viewer).get(AiAssistantRoutes.recommendations).expect(200)).body as AiRecommendationsResponse,
    );
    const stored = await watchRedis(redis, prefix, () => world.call(viewer).get(AiAssistantRoutes.recommendations).expect(200));
    return { shown: result.recommendations.length, keys, commands, stored };
  }

  beforeAll(async () => {
    service = await startServiceUnderTest('ai-assistant', AppModule.register);
    world = new AssistantWorld(service);
    redis = connectRedis(testInfra().redisUrl);
    prefix = redisKeyPrefix(service.config.EVENTS_NAMESPACE);
    await grow(300);
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
    await service?.stop();
  });

  it('reads no key holding more than a bucket, and as many keys at three times the network', async () => {
    const small = await watchedRead();
    await grow(600);
    const large = await watchedRead();
    for (const read of [small, large]) {
      expect(read.shown).toBe(10);
      expect([...read.commands, ...read.stored.commands].filter((command) => NETWORK_WIDE_COMMANDS.has(command))).toEqual([]);
      expect(Math.max(...read.keys.values())).toBeLessThanOrEqual(TRAIT_BUCKET_SIZE);
      // A stored list is read by key with its members' cards and topics, one key each: no bucket.
      expect(Math.max(...read.stored.keys.values())).toBeLessThanOrEqual(2);
    }
    // 900 members share every trait of the viewer; the read's keys do not grow with them.
    expect(large.keys.size).toBe(small.keys.size);
    expect(large.stored.keys.size).toBe(small.stored.keys.size);
  }, 180_000);
});
