import { ProfileRoutes, UserRegisteredV1, type Statistics, type User } from '@docnet/contracts';
import { eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { RebuildSearchIndexHandler } from '../src/modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';
import { SearchIndex } from '../src/modules/profiles/domain/search-index.port';
import { searchableOf } from '../src/modules/profiles/domain/search-keys';
import { ProfileModel, type ProfileDocument } from '../src/modules/profiles/persistence/profile.schema';
import { searchRecordProjection } from '../src/modules/profiles/persistence/search-record.projection';

interface Member {
  id: number;
  name: string;
  specialty?: string;
  affiliation?: string;
  dentalSpecialties?: string[];
  searchVisibility?: boolean;
}

const members: Member[] = [
  { id: 301, name: 'Dr. Sarah Chen', specialty: 'Orthodontist', affiliation: 'Heartland Dental' },
  { id: 302, name: 'Sarah', specialty: 'Periodontist', affiliation: 'Smile Brands' },
  { id: 303, name: 'Sarahbeth Oakes', specialty: 'Oral Surgeon' },
  { id: 304, name: 'Dr. Hidden Sarah', specialty: 'Orthodontist', affiliation: 'Heartland Dental', searchVisibility: false },
  { id: 305, name: 'Dr. A.B (Regex) Smith', dentalSpecialties: ['prosthodontics'], affiliation: 'Pacific Dental Services' },
  { id: 306, name: 'Dr. Abby Jones', specialty: 'General Practitioner' },
];

describe('profile: doctor search', () => {
  let profile: ServiceUnderTest;

  function call(method: 'get' | 'patch' | 'put', path: string, actingUserId?: number) {
    const pending = request(profile.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN);
    return actingUserId === undefined ? pending : pending.set('x-acting-user-id', String(actingUserId));
  }

  const search = async (query: Record<string, string>, searcher = 306) => {
    const answer = await call('get', ProfileRoutes.search, searcher).query(query);
    expect(answer.status).toBe(200);
    return (answer.body as User[]).map((user) => user.id);
  };

  beforeAll(async () => {
    // Appearances are written every second here (a minute by default), so the test reads them back soon.
    profile = await startServiceUnderTest('profile', AppModule.register, { STATISTICS_FLUSH_MS: '1000' });
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
    await eventually(async () => (await call('get', ProfileRoutes.profile(306))).status === 200, 'the profiles');
    for (const member of members) {
      await eventually(async () => (await call('get', ProfileRoutes.profile(member.id))).status === 200, `profile ${member.id}`);
      const { id, name: _name, searchVisibility, ...fields } = member;
      expect((await call('patch', ProfileRoutes.profile(id), id).send(fields)).status).toBe(200);
      if (searchVisibility === false) await call('put', ProfileRoutes.privacy(id), id).send({ searchVisibility: false });
    }
  });

  afterAll(async () => {
    await profile?.stop();
  });

  it('finds by name case-insensitively, exact and prefix matches first, never a hidden member', async () => {
    expect(await search({ query: 'SARAH' })).toEqual([302, 303, 301]);
    expect(await search({ query: 'sarah', sortBy: 'name_asc' })).toEqual([301, 302, 303]);
    expect(await search({ query: 'sarah', sortBy: 'name_desc' })).toEqual([303, 302, 301]);
  });

  it('finds by specialty and affiliation, from the filters or the query', async () => {
    expect(await search({ query: 'Orthodontist', filterType: 'specialty', specialty: 'Orthodontist' })).toEqual([301]);
    expect(await search({ specialties: 'Prosthodontist,Oral Surgeon', sortBy: 'name_asc' })).toEqual([305, 303]);
    expect(await search({ affiliations: 'Heartland Dental' })).toEqual([301]);
    expect(await search({ affiliations: 'None', sortBy: 'name_asc' })).toEqual([306, 303]);
    expect(await search({ query: 'pacific', filter: 'affiliation' })).toEqual([305]);
    expect(await search({ query: 'periodontist' })).toEqual([302]);
  });

  it('treats regex characters as text', async () => {
    expect(await search({ query: 'a.b (regex)' })).toEqual([305]);
    expect(await search({ query: '.*' })).toEqual([]);
    expect(await search({ query: 'a.b (' })).toEqual([305]);
  });

  it('answers every findable member without criteria and counts appearances in others’ results only', async () => {
    const appearancesOf = async (id: number) => ((await call('get', ProfileRoutes.statistics(id), id)).body as Statistics).searchAppearances;
    expect((await search({}, 306)).sort()).toEqual([301, 302, 303, 305, 306]);
    // Written in the background a few seconds later: 305 was found by five searches of this file.
    await eventually(async () => (await appearancesOf(305)) === 5, 'the five appearances of 305');
    // Every search of this file is 306's: 306 never appears in its own results, the hidden member in none.
    expect(await appearancesOf(306)).toBe(0);
    expect(await appearancesOf(304)).toBe(0);
  });

  it('finds profiles written straight into the database once the index is rebuilt, which also repairs a wrong entry', async () => {
    const profiles = profile.database.collection<{ _id: number } & Record<string, unknown>>('profiles');
    const createdAt = new Date();
    await profiles.insertOne({
      _id: 307,
      revision: 1,
      name: 'Dr. Legacy Zed',
      username: 'member307',
      email: 'member307@clinic.example',
      specialty: 'Endodontist',
      hospital: 'Mercy Hospital',
      affiliation: null,
      dentalSpecialties: [],
      createdAt,
      updatedAt: createdAt,
    });
    expect(await search({ query: 'zed' })).toEqual([]);
    const rebuild = profile.app.get(RebuildSearchIndexHandler);
    expect(await rebuild.execute()).toBe(members.length + 1);
    expect(await search({ query: 'zed' })).toEqual([307]);
    expect(await search({ query: 'endodontist', filterType: 'specialty' })).toEqual([307]);
    expect(await search({ affiliations: 'Mercy Hospital' })).toEqual([307]);

    // An entry of the current revision that does not match the profile (e.g. computed by older code).
    const stored = await profile.app.get<ProfileModel>(ProfileModel).findOne({ _id: 301 }, searchRecordProjection).lean<ProfileDocument>().orFail();
    await profile.app.get(SearchIndex).save([{ ...searchableOf(stored), visible: false }], { rebuilding: true });
    // A rebuild's writes become searchable together at its end (OpenSearch): this lone one within the refresh interval.
    await eventually(async () => (await search({ query: 'sarah chen' })).length === 0, 'the wrong entry in effect');
    await rebuild.execute();
    expect(await search({ query: 'sarah chen' })).toEqual([301]);
  });

  it('refuses unknown sort and filter values', async () => {
    const answer = await call('get', ProfileRoutes.search, 306).query({ sortBy: 'age' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'sortBy must be relevance, name_asc or name_desc' });
  });
});
