import { ProfileRoutes, ProfileUpdatedV1, SharedReadModels, UserEmailVerifiedV1, UserRegisteredV1, type MemberRecord, type User } from '@docnet/contracts';
import { connectRedis, redisKeyPrefix } from '@docnet/platform';
import { eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { RebuildSearchIndexHandler } from '../src/modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';
import { SearchIndex } from '../src/modules/profiles/domain/search-index.port';
import { searchableOf } from '../src/modules/profiles/domain/search-keys';
import { ProfileModel, type ProfileDocument } from '../src/modules/profiles/persistence/profile.schema';
import { searchRecordProjection } from '../src/modules/profiles/persistence/search-record.projection';
import { SEARCH_INDEX_DERIVATION } from '../src/modules/profiles/persistence/redis-search-index';
import { peopleIndexAlias } from '../src/modules/profiles/persistence/search-index.factory';

interface Member {
  id: number;
  name: string;
  fields?: Record<string, unknown>;
}

const members: Member[] = [
  { id: 501, name: 'Dr. Maya Lindqvist', fields: { specialty: 'Orthodontist', affiliation: 'Heartland Dental' } },
  { id: 502, name: 'Maya', fields: { specialty: 'Periodontist', affiliation: 'Smile Brands' } },
  { id: 503, name: 'Dr. Omar Mayfield', fields: { dentalSpecialties: ['orthodontics', 'periodontics'], hospital: 'St. Mary Hospital' } },
  { id: 504, name: 'Dr. Zoë Ångström', fields: { specialty: 'Oral Surgeon' } },
  { id: 505, name: 'Dr. Maya Lindqvist', fields: { specialty: 'General Practitioner' } },
  { id: 506, name: 'Dr. Hidden Maya', fields: { specialty: 'Orthodontist', affiliation: 'Heartland Dental' } },
  { id: 507, name: 'Dr. Ray Mayer', fields: { affiliation: 'Pacific Dental Services' } },
];

/** Searches whose answers must be the same however the index was built and whichever replica answers. */
const searches: Record<string, string>[] = [
  {},
  { sortBy: 'name_desc' },
  { query: 'maya' },
  { query: 'MAYA', sortBy: 'name_asc' },
  { query: 'may', sortBy: 'name_desc' },
  { query: 'ay' },
  { query: 'lindqvist' },
  { query: 'dqvi' },
  { query: 'zoë å' },
  { query: 'orthodont', filterType: 'specialty' },
  { specialties: 'Periodontist,Oral Surgeon' },
  { affiliations: 'None', sortBy: 'name_asc' },
  { query: 'st. mary', filter: 'affiliation' },
  { query: 'dr', specialty: 'orthodontist', affiliations: 'Heartland Dental,None' },
  { query: 'austin' },
  { query: 'Tennessee' },
  { query: 'TN', sortBy: 'name_asc' },
  { query: '787' },
];

const practiceLocation = (city: string, state: string, zipcode: string, isPrimary = false) => ({ street: '500 W 2nd St', city, state, zipcode, isPrimary });

/** Every document of the OpenSearch index with its version (the revision), by id. */
async function openSearchContent(alias: string): Promise<unknown[]> {
  const url = new URL(`/${alias}/_search`, testInfra().opensearchUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ size: 100, version: true, sort: [{ id: 'asc' }], query: { match_all: {} } }),
  });
  const { hits } = (await response.json()) as { hits: { hits: { _id: string; _version: number; _source: unknown }[] } };
  return hits.hits.map(({ _id, _version, _source }) => ({ _id, _version, _source }));
}

describe.each(['redis', 'opensearch'])('profile: doctor search index (read model, PEOPLE_SEARCH_ENGINE=%s)', (engine) => {
  let profile: ServiceUnderTest;
  let redis: Redis;
  let prefix: string;
  const start = (overrides: Record<string, string> = {}) => startServiceUnderTest('profile', AppModule.register, { PEOPLE_SEARCH_ENGINE: engine, ...overrides });
  const alias = () => peopleIndexAlias(profile.config.EVENTS_NAMESPACE);

  function call(service: ServiceUnderTest, method: 'get' | 'patch' | 'put', path: string, actingUserId: number) {
    return request(service.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(actingUserId));
  }

  const search = async (query: Record<string, string>, service = profile) => {
    const answer = await call(service, 'get', ProfileRoutes.search, 501).query(query);
    expect(answer.status).toBe(200);
    return answer.body as User[];
  };
  const ids = async (query: Record<string, string>, service = profile) => (await search(query, service)).map((user) => user.id);
  const answersOf = async (service = profile) => Promise.all(searches.map((query) => search(query, service)));

  /** Every key of the index with its content, the rebuild's bookkeeping aside (and OpenSearch's documents). */
  async function indexContent(): Promise<Record<string, unknown>> {
    const keys = (await redis.keys(`${prefix}{profile-search}:*`)).filter((key) => !/:(built(:[\w-]+)?|building|lock)$/.test(key)).sort();
    const content: Record<string, unknown> = {};
    for (const key of keys) {
      const type = await redis.type(key);
      if (type === 'hash') content[key] = await redis.hgetall(key);
      else if (type === 'set') content[key] = (await redis.smembers(key)).sort();
      else if (type === 'zset') content[key] = await redis.zrange(key, 0, -1, 'WITHSCORES');
      else content[key] = await redis.get(key);
    }
    if (engine === 'opensearch') content.opensearch = await openSearchContent(alias());
    return content;
  }

  /** What Redis restarted empty looks like to this service (the shared server itself is never flushed). */
  async function emptyRedis(): Promise<void> {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }

  beforeAll(async () => {
    profile = await start();
    redis = connectRedis(testInfra().redisUrl);
    prefix = redisKeyPrefix(profile.config.EVENTS_NAMESPACE);
    for (const member of members) {
      await profile.publish(UserRegisteredV1, member.id, {
        userId: member.id,
        username: `member${member.id}`,
        name: member.name,
        email: `member${member.id}@clinic.example`,
        phoneNumber: '5551234567',
        npi: null,
        registeredAt: new Date().toISOString(),
      });
    }
    for (const member of members) {
      await eventually(async () => (await call(profile, 'get', ProfileRoutes.profile(member.id), member.id)).status === 200, `profile ${member.id}`);
      expect((await call(profile, 'patch', ProfileRoutes.profile(member.id), member.id).send(member.fields)).status).toBe(200);
    }
    // Changes after the first entries: a rename, visibility off and on again, visibility off for good.
    await call(profile, 'patch', ProfileRoutes.profile(507), 507).send({ name: 'Dr. Raymond Mayer' }).expect(200);
    await call(profile, 'put', ProfileRoutes.privacy(502), 502).send({ searchVisibility: false }).expect(200);
    await call(profile, 'put', ProfileRoutes.privacy(502), 502).send({ searchVisibility: true }).expect(200);
    await call(profile, 'put', ProfileRoutes.privacy(506), 506).send({ searchVisibility: false }).expect(200);
    // Places: two locations, then a move (the old city's membership must go), and one not shared.
    const addresses = (id: number, practiceLocations: object[]) =>
      call(profile, 'patch', ProfileRoutes.addresses(id), id).send({ mailingAddress: null, practiceLocations }).expect(200);
    await addresses(501, [practiceLocation('Austin', 'TX', '78701', true), practiceLocation('Memphis', 'Tennessee', '38103')]);
    await addresses(503, [practiceLocation('Dallas', 'TX', '75201', true)]);
    await addresses(503, [practiceLocation('Nashville', 'TN', '37203', true)]);
    await addresses(504, [practiceLocation('Austin', 'Texas', '78705', true)]);
    await call(profile, 'put', ProfileRoutes.privacy(504), 504).send({ locationSharing: false }).expect(200);
  });

  afterAll(async () => {
    redis?.disconnect();
    await profile?.stop();
  });

  it('answers from the entries the writes made: matching, order and privacy as the search contract says', async () => {
    expect(await ids({ query: 'maya' })).toEqual([502, 501, 505]);
    expect(await ids({ query: 'may' })).toEqual([502, 501, 505, 503, 507]);
    expect(await ids({ query: 'raymond' })).toEqual([507]);
    // 503 moved from Dallas to Nashville; 504 shares no location.
    expect(await ids({ query: 'austin' })).toEqual([501]);
    expect(await ids({ query: 'dallas' })).toEqual([]);
    expect(await ids({ query: 'TX' })).toEqual([501]);
    expect(await ids({ query: 'tennessee', sortBy: 'name_asc' })).toEqual([501, 503]);
    expect(await ids({ query: 'ray mayer' })).toEqual([]);
    expect(await ids({ query: 'dqvi' })).toEqual([501, 505]);
    expect(await ids({ sortBy: 'name_desc' })).toEqual([502, 504, 507, 503, 501, 505]);
    expect(await ids({ query: 'orthodontist', filterType: 'specialty' })).toEqual([501, 503]);
    expect(await ids({ query: 'st. mary', filter: 'affiliation' })).toEqual([503]);
    // 503 has no affiliation but a hospital, which stands for it.
    expect(await ids({ query: 'dr', specialty: 'orthodontist', affiliations: 'Heartland Dental,None' })).toEqual([501]);
    expect(await ids({ query: 'hidden' })).toEqual([]);
  });

  it('shows the record as of its latest revision, the verification flags included', async () => {
    await profile.publish(UserEmailVerifiedV1, 504, { userId: 504, email: 'member504@clinic.example', verifiedAt: new Date().toISOString() });
    await eventually(async () => (await search({ query: 'zoë' }))[0]?.isVerified === true, 'the verified flag in the result');
  });

  it('never moves an entry backwards: an older or repeated revision changes nothing', async () => {
    const index = profile.app.get(SearchIndex);
    // Read as the rebuild reads profiles.
    const stored = await profile.app.get<ProfileModel>(ProfileModel).findOne({ _id: 507 }, searchRecordProjection).lean<ProfileDocument>().orFail();
    const current = searchableOf(stored);
    const before = await indexContent();
    expect(await index.save([current])).toBe(0);
    expect(await index.save([{ ...current, revision: current.revision - 1, keys: { ...current.keys, name: 'dr. ray mayer' } }])).toBe(0);
    expect(await indexContent()).toEqual(before);
    expect(await ids({ query: 'raymond' })).toEqual([507]);
  });

  it("catches up from the service's own profile.updated when the update after a write was lost", async () => {
    // A write whose index update never happened (a crash in between): only its event is left.
    const profiles = profile.database.collection<{ _id: number; revision: number }>('profiles');
    const { revision } = (await profiles.findOne({ _id: 505 }))!;
    await profiles.updateOne({ _id: 505 }, { $set: { name: 'Dr. Maya Lindqvist-Berg', revision: revision + 1 } });
    expect(await ids({ query: 'berg' })).toEqual([]);
    const card = { id: 505, name: 'Dr. Maya Lindqvist-Berg', username: 'member505', specialty: 'General Practitioner', hospital: null, affiliation: null };
    await profile.publish(ProfileUpdatedV1, 505, { revision: revision + 1, card: { ...card, city: null, state: null, profilePicture: null } });
    await eventually(async () => (await ids({ query: 'berg' })).join() === '505', 'the entry brought up by the event');
  });

  it("answers a member's record from the read model, hidden members' too, and from the database what it does not hold", async () => {
    const get = async (id: number) => (await call(profile, 'get', ProfileRoutes.profile(id), 501).expect(200)).body as User;
    const records = prefix + SharedReadModels.memberRecords;
    const held = await get(506);
    // What the BFF reads for /api/auth/me: the owner's own view, with the switches that cut everyone else's.
    const stored = JSON.parse((await redis.hget(records, '506'))!) as MemberRecord;
    expect(stored.user).toEqual((await call(profile, 'get', ProfileRoutes.profile(506), 506).expect(200)).body);
    expect(stored.privacy).toEqual(expect.objectContaining({ publicProfile: expect.any(Boolean), searchVisibility: expect.any(Boolean) }));
    await redis.hset(records, '506', JSON.stringify({ ...stored, user: { ...stored.user, name: 'Dr. Only In Redis' } }));
    expect(await get(506)).toEqual({ ...held, name: 'Dr. Only In Redis' });
    await redis.hdel(records, '506');
    expect(await get(506)).toEqual(held);
    await call(profile, 'get', ProfileRoutes.profile(599), 501).expect(404);
    await profile.app.get(RebuildSearchIndexHandler).execute();
    expect(await redis.hexists(records, '506')).toBe(1);
  });

  it('a rebuild from nothing equals the index the writes built', async () => {
    const incremental = await indexContent();
    const answers = await answersOf();
    await emptyRedis();
    await profile.app.get(RebuildSearchIndexHandler).execute();
    expect(await indexContent()).toEqual(incremental);
    expect(await answersOf()).toEqual(answers);
  });

  it('rebuilds itself when Redis comes back empty, on the next search', async () => {
    const answers = await answersOf();
    await emptyRedis();
    expect(await profile.app.get(SearchIndex).isComplete()).toBe(false);
    expect(await ids({ query: 'may' })).toEqual([502, 501, 505, 503, 507]);
    expect(await profile.app.get(SearchIndex).isComplete()).toBe(true);
    expect(await answersOf()).toEqual(answers);
  });

  // Each engine's own rebuild trigger, defined only under that engine (nothing skipped).
  const onlyOn = (wanted: string) => (engine === wanted ? it : () => undefined);

  onlyOn('redis')('rebuilds by itself, once, an index an older release built (dental specialties only): its marker names the derivation', async () => {
    const answers = await answersOf();
    const current = `${prefix}{profile-search}:built:${SEARCH_INDEX_DERIVATION}`;
    const older = `${prefix}{profile-search}:built:member-records`;
    expect(await redis.exists(current)).toBe(1);
    await redis.rename(current, older);
    expect(await profile.app.get(SearchIndex).isComplete()).toBe(false);
    expect(await answersOf()).toEqual(answers);
    expect(await redis.exists(current)).toBe(1);
    await redis.del(older);
  });

  onlyOn('opensearch')('rebuilds itself when its OpenSearch index is lost, on the next search', async () => {
    const answers = await answersOf();
    const removed = await fetch(new URL(`/${alias()}-*`, testInfra().opensearchUrl), { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await profile.app.get(SearchIndex).isComplete()).toBe(false);
    expect(await answersOf()).toEqual(answers);
    expect(await profile.app.get(SearchIndex).isComplete()).toBe(true);
  });

  const unreachable: [string, Record<string, string>][] = [
    ['Redis', { REDIS_URL: 'redis://127.0.0.1:1' }],
    ...(engine === 'opensearch' ? [['OpenSearch', { OPENSEARCH_URL: 'http://127.0.0.1:2' }] as [string, Record<string, string>]] : []),
  ];
  it.each(unreachable)('answers 503 for search while its %s cannot be reached, and goes on serving and saving profiles', async (_, unreachable) => {
    const cutOff = await start({ EVENTS_NAMESPACE: profile.config.EVENTS_NAMESPACE, ...unreachable });
    try {
      const answer = await call(cutOff, 'get', ProfileRoutes.search, 501).query({ query: 'may' });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'Doctor search is unavailable right now. Please try again shortly.' });
      await call(cutOff, 'patch', ProfileRoutes.profile(503), 503).send({ affiliation: 'Smile Brands' }).expect(200);
      expect((await call(cutOff, 'get', ProfileRoutes.profile(503), 501)).body).toMatchObject({ affiliation: 'Smile Brands' });
    } finally {
      await cutOff.close();
    }
    // The write's profile.updated brings the entry up through the instance that reaches Redis.
    await eventually(async () => (await ids({ affiliations: 'Smile Brands' })).includes(503), 'the entry brought up by the event');
  });

  it('two instances of the service answer alike, whichever wrote last', async () => {
    const second = await start({ EVENTS_NAMESPACE: profile.config.EVENTS_NAMESPACE });
    try {
      expect(await answersOf(second)).toEqual(await answersOf(profile));
      await call(second, 'patch', ProfileRoutes.profile(504), 504).send({ affiliation: 'Smile Brands' }).expect(200);
      expect(await ids({ affiliations: 'Smile Brands', sortBy: 'name_asc' })).toEqual([503, 504, 502]);
      expect(await answersOf(profile)).toEqual(await answersOf(second));
    } finally {
      // close(), not stop(): stop would drop the namespace the first instance still uses.
      await second.close();
    }
  });
});
