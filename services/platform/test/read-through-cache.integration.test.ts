import { readThroughRecordKey } from '@docnet/contracts';
import Redis from 'ioredis';
import { ReadThroughCache } from '../src/redis/read-through-cache';
import { connectRedis, redisKeyPrefix } from '../src/redis/redis.module';
import { testInfra, uniqueNamespace } from '../src/testing';
import { dropRedisNamespace } from '../src/testing/namespace-cleanup';

interface Member {
  id: number;
  email: string;
}

/** The read-through copy of records (identity's accounts, notifications' recipients), on the real Redis (or Cluster). */
describe('read-through cache', () => {
  const namespace = uniqueNamespace();
  let redis: Redis;
  let cache: ReadThroughCache<Member>;
  /** The source of truth the cache stands in front of, and how often it was read. */
  const stored = new Map<number, Member>();
  let loads = 0;
  const load = (id: number) => async () => {
    loads += 1;
    return stored.get(id) ?? null;
  };

  beforeAll(() => {
    redis = connectRedis(testInfra().redisUrl);
    cache = new ReadThroughCache<Member>(redis, redisKeyPrefix(namespace), 'members', 60);
  });

  afterAll(async () => {
    await redis.quit();
    await dropRedisNamespace(testInfra().redisUrl, namespace);
  });

  it('reads the source once, then answers from Redis until a write forgets the copy', async () => {
    stored.set(1, { id: 1, email: 'first@clinic.example' });
    loads = 0;
    expect(await cache.read(1, load(1))).toEqual({ id: 1, email: 'first@clinic.example' });
    expect(await cache.read(1, load(1))).toEqual({ id: 1, email: 'first@clinic.example' });
    expect(loads).toBe(1);

    stored.set(1, { id: 1, email: 'changed@clinic.example' });
    await cache.forget(1);
    expect(await cache.read(1, load(1))).toEqual({ id: 1, email: 'changed@clinic.example' });
    expect(loads).toBe(2);
    const ttl = await redis.ttl(redisKeyPrefix(namespace) + readThroughRecordKey('members', 1));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('does not keep a copy read before a write that finished first', async () => {
    stored.set(2, { id: 2, email: 'old@clinic.example' });
    // The reader loads the old record; the write (and its forget) lands before the reader's fill.
    const racing = await cache.read(2, async () => {
      const old = stored.get(2) ?? null;
      stored.set(2, { id: 2, email: 'new@clinic.example' });
      await cache.forget(2);
      return old;
    });
    expect(racing).toEqual({ id: 2, email: 'old@clinic.example' });
    expect(await cache.read(2, load(2))).toEqual({ id: 2, email: 'new@clinic.example' });
  });

  it('caches nothing for a record the source does not have', async () => {
    loads = 0;
    expect(await cache.read(3, load(3))).toBeNull();
    stored.set(3, { id: 3, email: 'later@clinic.example' });
    expect(await cache.read(3, load(3))).toEqual({ id: 3, email: 'later@clinic.example' });
    expect(loads).toBe(2);
  });

  it('answers from the source while Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    const faults: unknown[] = [];
    stored.set(4, { id: 4, email: 'four@clinic.example' });
    const offline = new ReadThroughCache<Member>(unreachable, redisKeyPrefix(namespace), 'members');
    expect(await offline.read(4, load(4), (error) => faults.push(error))).toEqual({
      id: 4,
      email: 'four@clinic.example',
    });
    expect(faults.length).toBeGreaterThan(0);
    unreachable.disconnect();
  });
});
