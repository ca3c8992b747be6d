import { ProfileRoutes, UserRegisteredV1, type Statistics } from '@docnet/contracts';
import { eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import mongoose from 'mongoose';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { RebuildSearchIndexHandler } from '../src/modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';

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
        ...crowd.map((id) => [id, 3]),
      ]);
    } finally {
      await database.close();
    }
  });
});
