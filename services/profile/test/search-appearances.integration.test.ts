import { ProfileRoutes, UserRegisteredV1, type Statistics } from '@docnet/contracts';
import { REDIS, redisKeyPrefix } from '@docnet/platform';
import { eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import mongoose from 'mongoose';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { RebuildSearchIndexHandler } from '../src/modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';
import { ProfileStatisticsTally } from '../src/modules/profiles/jobs/profile-statistics.tally';

const members = [401, 402, 403];
/** Profiles written straight into the database, so the writes at the stop take several batches. */
const crowd = Array.from({ length: 120 }, (_, index) => 1001 + index);

describe('profile: search appearances', () => {
  let profile: ServiceUnderTest;

  function call(path: string, actingUserId: number) {
    return request(profile.url).get(path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(actingUserId));
  }

  beforeAll(async () => {
    // An hour between writes: within this test only the stop writes them.
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
    const base = `${redisKeyPrefix(profile.config.EVENTS_NAMESPACE)}{profile-statistics}:`;
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
      await redis.hset(`${base}flushing`, 's:1003', '4', 's:1004', '6');
      await redis.set(`${base}flush`, '90');
      await redis.set(`${base}flushes`, '90');
      expect([await appearancesOf(profile, 1003), await appearancesOf(second, 1004)]).toEqual([4, 6]);
      await second.app.get(ProfileStatisticsTally).flush();
      expect([await storedAppearances(1003), await storedAppearances(1004)]).toEqual([4, 6]);
      expect(await redis.exists(`${base}flushing`, `${base}flush`)).toBe(0);
      // The next write (numbered 91) takes the pending counts.
      await second.app.get(ProfileStatisticsTally).flush();
      expect([await storedAppearances(1001), await storedAppearances(1002)]).toEqual([1, 1]);
      expect([await appearancesOf(profile, 1001), await appearancesOf(second, 1002), await appearancesOf(profile, 1003)]).toEqual([1, 1, 4]);
    } finally {
      await second.close();
    }
  });

  it('answers searches without writing them, shows them at once, adds them up per member and writes them all on a clean stop', async () => {
    for (const searcher of [401, 401, 402]) {
      const answer = await call(ProfileRoutes.search, searcher);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(members.length + crowd.length);
    }
    // Nothing written yet, yet the statistics card shows them: it adds what is counted and not written.
    const written = await profile.database.collection<{ _id: number; statistics?: Statistics }>('profiles').findOne({ _id: 403 });
    expect(written?.statistics?.searchAppearances ?? 0).toBe(0);
    expect(((await call(ProfileRoutes.statistics(403), 403)).body as Statistics).searchAppearances).toBe(3);

    await profile.close();
    const database = await mongoose.createConnection(testInfra().mongoUrl, { dbName: profile.config.MONGO_DB }).asPromise();
    try {
      const stored = await database
        .collection<{ _id: number; statistics?: Statistics }>('profiles')
        .find({}, { projection: { 'statistics.searchAppearances': 1 } })
        .sort({ _id: 1 })
        .toArray();
      expect(stored.map((document) => [document._id, document.statistics?.searchAppearances])).toEqual([
        [401, 1],
        [402, 2],
        [403, 3],
        // 1001-1004 also counted by the test before.
        ...crowd.map((id) => [id, 3 + (({ 1001: 1, 1002: 1, 1003: 4, 1004: 6 } as Record<number, number>)[id] ?? 0)]),
      ]);
    } finally {
      await database.close();
    }
  });
});
