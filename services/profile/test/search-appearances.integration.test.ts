import { ProfileRoutes, UserRegisteredV1, type Statistics } from '@docnet/contracts';
import { REDIS, redisKeyPrefix } from '@docnet/platform';
import { eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import mongoose from 'mongoose';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { RebuildSearchIndexHandler } from '../src/modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';
import { ProfileStatisticsTally, statisticsKeys, statisticsShardKeys, statisticsShardOf } from '../src/modules/profiles/domain/profile-statistics.port';
import { ProfileStatisticsWriter } from '../src/modules/profiles/jobs/profile-statistics.writer';
import { ProfileModel } from '../src/modules/profiles/persistence/profile.schema';

const members = [401, 402, 403];
/** Profiles written straight into the database, so a write of their statistics takes several batches. */
const crowd = Array.from({ length: 120 }, (_, index) => 1001 + index);

describe('profile: search appearances', () => {
  let profile: ServiceUnderTest;

  function call(path: string, actingUserId: number) {
    return request(profile.url).get(path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(actingUserId));
  }

  beforeAll(async () => {
    // An hour between writes: within this test only the test starts them.
    profile = await startServiceUnderTest('profile', AppModule.register, { STATISTICS_FLUSH_MS: '3600000' });
    for (const id of members) {
      await profile.publish(UserRegisteredV1, id, {
        userId: id,
        username: `member${id}`,
        name: `Dr. Member ${id}`,
        email: `member${id}@clinic.example`,
        phoneNumber: '5551234567',
        npi: null,
        registeredAt: new Date().toISOString(),
      });
    }
    for (const id of members) await eventually(async () => (await call(ProfileRoutes.profile(id), id)).status === 200, `profile ${id}`);
    const createdAt = new Date();
    await profile.database.collection<{ _id: number } & Record<string, unknown>>('profiles').insertMany(
      crowd.map((id) => ({ _id: id, revision: 1, name: `Dr. Crowd ${id}`, username: `crowd${id}`, email: `crowd${id}@clinic.example`, createdAt, updatedAt: createdAt })),
    );
    // Written past the service: searchable after a rebuild (what `npm run rebuild-read-models` does).
    await profile.app.get(RebuildSearchIndexHandler).execute();
  });

  afterAll(async () => {
    await profile?.stop();
  });

  const appearancesOf = async (service: ServiceUnderTest, id: number) => ((await request(service.url).get(ProfileRoutes.statistics(id)).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(id))).body as Statistics).searchAppearances;
  const storedAppearances = async (id: number) =>
    (await profile.database.collection<{ _id: number; statistics?: Statistics }>('profiles').findOne({ _id: id }))?.statistics?.searchAppearances ?? 0;

  it('shares the counts between replicas through Redis, and writes a write interrupted by a crash once per profile', async () => {
    const second = await startServiceUnderTest('profile', AppModule.register, { EVENTS_NAMESPACE: profile.config.EVENTS_NAMESPACE, STATISTICS_FLUSH_MS: '3600000' });
    const redis = profile.app.get<Redis>(REDIS);
    const prefix = redisKeyPrefix(profile.config.EVENTS_NAMESPACE);
    const base = statisticsKeys(prefix);
    // Each member's counts wait in their shard (its own slot): 1003 and 1004 in two.
    const shardOf = (id: number) => statisticsShardKeys(prefix, statisticsShardOf(id));
    expect(shardOf(1003)).not.toBe(shardOf(1004));
    try {
      // Counted by the second replica, pushed to Redis: the first one's statistics card shows them.
      expect((await call(ProfileRoutes.search, 401).query({ query: 'Crowd 1001' })).body).toHaveLength(1);
      await request(second.url).get(ProfileRoutes.search).query({ query: 'Crowd 1002' }).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', '402').expect(200);
      await second.app.get(ProfileStatisticsTally).push();
      expect(await appearancesOf(profile, 1002)).toBe(1);
      expect(await appearancesOf(second, 1001)).toBe(0);
      await profile.app.get(ProfileStatisticsTally).push();
      expect(await appearancesOf(second, 1001)).toBe(1);

      // A write of 1003 and 1004 that crashed after updating 1003: taken up again, it adds to 1004 only.
      const profiles = profile.database.collection<{ _id: number; statistics?: { searchAppearances?: number; flushed?: number } }>('profiles');
      await profiles.updateOne({ _id: 1003 }, { $inc: { 'statistics.searchAppearances': 4 }, $set: { 'statistics.flushed': 90 } });
      await redis.hset(`${shardOf(1003)}flushing`, 's:1003', '4');
      await redis.hset(`${shardOf(1004)}flushing`, 's:1004', '6');
      for (const key of [`${shardOf(1003)}flush`, `${shardOf(1004)}flush`, `${base}flush`, `${base}flushes`]) await redis.set(key, '90');
      expect([await appearancesOf(profile, 1003), await appearancesOf(second, 1004)]).toEqual([4, 6]);
      await second.app.get(ProfileStatisticsWriter).flush();
      expect([await storedAppearances(1003), await storedAppearances(1004)]).toEqual([4, 6]);
      for (const key of [`${shardOf(1003)}flushing`, `${shardOf(1003)}flush`, `${shardOf(1004)}flushing`, `${shardOf(1004)}flush`, `${base}flush`])
        expect({ key, exists: await redis.exists(key) }).toEqual({ key, exists: 0 });
      // The next write (numbered 91) takes the pending counts.
      await second.app.get(ProfileStatisticsWriter).flush();
      expect([await storedAppearances(1001), await storedAppearances(1002)]).toEqual([1, 1]);
      expect([await appearancesOf(profile, 1001), await appearancesOf(second, 1002), await appearancesOf(profile, 1003)]).toEqual([1, 1, 4]);
    } finally {
      await second.close();
    }
  });

  const storedCounts = async (database: mongoose.Connection) =>
    (
      await database
        .collection<{ _id: number; statistics?: Statistics }>('profiles')
        .find({}, { projection: { 'statistics.searchAppearances': 1 } })
        .sort({ _id: 1 })
        .toArray()
    ).map((document): [number, number] => [document._id, document.statistics?.searchAppearances ?? 0]);

  it('answers searches without writing them, shows them at once, pushes them on a clean stop and another replica writes them once, even when a stop ends its write', async () => {
    for (const searcher of [401, 401, 402]) {
      const answer = await call(ProfileRoutes.search, searcher);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(members.length + crowd.length);
    }
    // Nothing written yet, yet the statistics card shows them: it adds what is counted and not written.
    expect(await storedAppearances(403)).toBe(0);
    expect(((await call(ProfileRoutes.statistics(403), 403)).body as Statistics).searchAppearances).toBe(3);

    // A clean stop leaves the writing to the next pass: no profile update while the process stops.
    const { EVENTS_NAMESPACE, MONGO_DB } = profile.config;
    await profile.close();
    const database = await mongoose.createConnection(testInfra().mongoUrl, { dbName: MONGO_DB }).asPromise();
    const replicas: ServiceUnderTest[] = [];
    const replica = async () => {
      replicas.push(await startServiceUnderTest('profile', AppModule.register, { EVENTS_NAMESPACE, STATISTICS_FLUSH_MS: '3600000' }));
      return replicas[replicas.length - 1];
    };
    try {
      expect((await storedCounts(database)).filter(([, appearances]) => appearances > 0).map(([id]) => id)).toEqual([1001, 1002, 1003, 1004]);
      const waiting = (await replica()).app.get<Redis>(REDIS);
      const pending = await Promise.all(
        [401, 402, 403, 1120].map((id) => waiting.hget(`${statisticsShardKeys(redisKeyPrefix(EVENTS_NAMESPACE), statisticsShardOf(id))}pending`, `s:${id}`)),
      );
      expect(pending).toEqual(['1', '2', '3', '3']);

      // A replica asked to stop while writing them (after its first batch of 50) ends its write there.
      const stopping = replicas[0];
      const writer = stopping.app.get(ProfileStatisticsWriter);
      const profiles = stopping.app.get<ProfileModel>(ProfileModel);
      const writeBatch = profiles.bulkWrite.bind(profiles);
      let stopAsked!: () => void;
      const stopIsAsked = new Promise<void>((resolve) => (stopAsked = resolve));
      const stop = writer.onApplicationShutdown.bind(writer);
      jest.spyOn(writer, 'onApplicationShutdown').mockImplementation(() => {
        stopAsked();
        return stop();
      });
      let firstBatchWritten!: () => void;
      const firstBatch = new Promise<void>((resolve) => (firstBatchWritten = resolve));
      jest.spyOn(profiles, 'bulkWrite').mockImplementation(async (...batch: Parameters<typeof writeBatch>) => {
        const result = await writeBatch(...batch);
        firstBatchWritten();
        await stopIsAsked;
        return result;
      });
      writer.nudge();
      await firstBatch;
      await stopping.close();
      const partly = new Map(await storedCounts(database));
      expect([partly.get(403), partly.get(1047), partly.get(1048), partly.get(1120)]).toEqual([3, 3, 0, 0]);
      // Another replica's pass takes the write up: the profiles written already skip it.
      expect(await (await replica()).app.get(ProfileStatisticsWriter).flush()).toBe(true);
      expect(await storedCounts(database)).toEqual([
        [401, 1],
        [402, 2],
        [403, 3],
        // 1001-1004 also counted by the test before.
        ...crowd.map((id) => [id, 3 + (({ 1001: 1, 1002: 1, 1003: 4, 1004: 6 } as Record<number, number>)[id] ?? 0)]),
      ]);
    } finally {
      // Closed, not stopped: stopping drops the namespace's data, which the next test reads (afterAll drops it).
      for (const running of replicas) await running.close();
      await database.close();
    }
  });

  it('writes what it holds straight to the profiles when Redis cannot take it at a stop', async () => {
    const alone = await startServiceUnderTest('profile', AppModule.register, { EVENTS_NAMESPACE: profile.config.EVENTS_NAMESPACE, STATISTICS_FLUSH_MS: '3600000' });
    const database = await mongoose.createConnection(testInfra().mongoUrl, { dbName: alone.config.MONGO_DB }).asPromise();
    try {
      const before = new Map(await storedCounts(database));
      const found = await request(alone.url).get(ProfileRoutes.search).query({ query: 'Crowd 1010' }).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', '401');
      expect(found.body).toHaveLength(1);
      alone.app.get<Redis>(REDIS).disconnect();
      await alone.close();
      expect(new Map(await storedCounts(database)).get(1010)).toBe((before.get(1010) ?? 0) + 1);
    } finally {
      await alone.close();
      await database.close();
    }
  });
});
