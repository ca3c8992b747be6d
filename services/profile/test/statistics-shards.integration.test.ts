import type { Statistics } from '@docnet/contracts';
import { connectRedis, createLogger, redisKeyPrefix } from '@docnet/platform';
import { dropRedisNamespace, keysMatching, testInfra, uniqueNamespace, watchRedis } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import mongoose from 'mongoose';
import type { ProfileConfig } from '../src/config/profile.env';
import { AddProfileStatisticsHandler } from '../src/modules/profiles/commands/add-profile-statistics/add-profile-statistics.handler';
import { STATISTICS_SHARDS } from '../src/modules/profiles/domain/profile-statistics.port';
import { ProfileStatisticsWriter } from '../src/modules/profiles/jobs/profile-statistics.writer';
import { profileSchema, type ProfileDocument } from '../src/modules/profiles/persistence/profile.schema';
import { RedisProfileStatisticsTally } from '../src/modules/profiles/persistence/redis-profile-statistics-tally';

/** Members across every shard, with as many appearances as their id's last digit plus one. */
const MEMBERS = Array.from({ length: 3 * STATISTICS_SHARDS }, (_, index) => 7001 + index);
const appearances = (id: number) => (id % 10) + 1;

describe('profile: the pending statistics spread over shards (one Redis or a Redis Cluster)', () => {
  const namespace = uniqueNamespace('st');
  const prefix = redisKeyPrefix(namespace);
  const logger = createLogger('statistics-shards', 'silent');
  let redis: Redis;
  let database: mongoose.Connection;
  let tally: RedisProfileStatisticsTally;
  let writer: ProfileStatisticsWriter;

  const stored = async (id: number): Promise<Partial<Statistics> & { flushed?: number }> =>
    (await database.collection<ProfileDocument>('profiles').findOne({ _id: id }))?.statistics ?? {};
  const shown = (id: number) =>
    tally.withPending(id, async () => {
      const { profileViews = 0, searchAppearances = 0, articleViews = 0, flushed } = await stored(id);
      return { profileViews, searchAppearances, articleViews, flushed };
    });

  beforeAll(async () => {
    redis = connectRedis(testInfra().redisUrl);
    database = await mongoose.createConnection(testInfra().mongoUrl, { dbName: namespace }).asPromise();
    const profiles = database.model<ProfileDocument>('Profile', profileSchema, 'profiles');
    await database.collection<{ _id: number } & Record<string, unknown>>('profiles').insertMany(MEMBERS.map((id) => ({ _id: id, revision: 1, name: `Dr. Zoë O'Brien ${id}` })));
    tally = new RedisProfileStatisticsTally(redis, prefix, logger);
    writer = new ProfileStatisticsWriter(new AddProfileStatisticsHandler(profiles), redis, prefix, { STATISTICS_FLUSH_MS: 3_600_000 } as ProfileConfig, logger);
  });

  afterAll(async () => {
    await database?.dropDatabase();
    await database?.close();
    redis?.disconnect();
    await dropRedisNamespace(testInfra().redisUrl, namespace);
  });

  it('keeps each member\'s counts in their shard, shows them at once reading one shard, and writes them once', async () => {
    for (const id of MEMBERS) for (let count = 0; count < appearances(id); count += 1) tally.count('searchAppearances', [id]);
    await tally.push();
    // Every shard holds some: on a Cluster they spread over its slots.
    expect((await keysMatching(redis, `${prefix}{profile-statistics:*}:pending`)).length).toBe(STATISTICS_SHARDS);

    // A statistics card reads the numbering and its member's shard: four keys, none holding the network's counts.
    const read = await watchRedis(redis, prefix, () => shown(MEMBERS[5]));
    expect(read.result.searchAppearances).toBe(appearances(MEMBERS[5]));
    expect([...read.keys.keys()].filter((key) => !key.includes('{profile-statistics}:') && !key.includes(`{profile-statistics:${MEMBERS[5] % STATISTICS_SHARDS}}:`))).toEqual([]);
    for (const [key, entries] of read.keys) expect({ key, small: entries <= MEMBERS.length / STATISTICS_SHARDS }).toEqual({ key, small: true });

    expect(await writer.flush()).toBe(true);
    for (const id of MEMBERS) expect({ id, stored: (await stored(id)).searchAppearances, shown: (await shown(id)).searchAppearances }).toEqual({ id, stored: appearances(id), shown: appearances(id) });
    // Only each shard's mark of the write it finished is left.
    expect((await keysMatching(redis, `${prefix}{profile-statistics:*}:*`)).filter((key) => !key.endsWith(':written'))).toEqual([]);

    // A write taken up again after every shard finished adds nothing twice.
    await redis.set(`${prefix}{profile-statistics}:flush`, (await redis.get(`${prefix}{profile-statistics}:flushes`))!);
    tally.count('profileViews', [MEMBERS[0]]);
    await tally.push();
    expect(await writer.flush()).toBe(true);
    expect((await stored(MEMBERS[0])).searchAppearances).toBe(appearances(MEMBERS[0]));
    expect((await shown(MEMBERS[0])).profileViews).toBe(1);
    expect(await writer.flush()).toBe(true);
    expect(await stored(MEMBERS[0])).toMatchObject({ searchAppearances: appearances(MEMBERS[0]), profileViews: 1 });
  });
});
