import type Redis from 'ioredis';
import { Inbox, INBOX_MEMORY_SECONDS, inboxKey } from '../src/events/inbox';
import { connectRedis, redisKeyPrefix } from '../src/redis/redis.module';
import { testInfra, uniqueNamespace } from '../src/testing';
import { dropRedisNamespace } from '../src/testing/namespace-cleanup';

/** The inbox of handled events, on the real Redis (or Cluster): what a redelivery finds, per consumer, for how long. */
describe('inbox of handled events', () => {
  const namespace = uniqueNamespace();
  const prefix = redisKeyPrefix(namespace);
  let redis: Redis;
  let inbox: Inbox;

  beforeAll(() => {
    redis = connectRedis(testInfra().redisUrl);
    inbox = new Inbox(redis, prefix);
  });

  afterAll(async () => {
    await redis.quit();
    await dropRedisNamespace(testInfra().redisUrl, namespace);
  });

  it('knows an event once its handler succeeded, for that consumer only', async () => {
    const eventId = 'c0ffee00-0000-4000-8000-000000000001';
    expect(await inbox.seen(eventId, 'notifications')).toBe(false);
    await inbox.record(eventId, 'notifications');
    await inbox.record(eventId, 'notifications');
    expect(await inbox.seen(eventId, 'notifications')).toBe(true);
    expect(await inbox.seen(eventId, 'profile')).toBe(false);
  });

  it('remembers an event as long as the topics keep it, under the deployment namespace', async () => {
    const eventId = 'c0ffee00-0000-4000-8000-000000000002';
    await inbox.record(eventId, 'content');
    const key = inboxKey(prefix, 'content', eventId);
    expect(key.startsWith(`${namespace}:`)).toBe(true);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(INBOX_MEMORY_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(INBOX_MEMORY_SECONDS);
  });
});
