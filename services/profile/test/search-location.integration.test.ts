import { ProfileRoutes, UserRegisteredV1, type User } from '@docnet/contracts';
import {
  eventually,
  startServiceUnderTest,
  TEST_SERVICE_TOKEN,
  type ServiceUnderTest,
} from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

interface Place {
  city: string;
  state: string;
  zipcode: string;
}

interface Member {
  id: number;
  name: string;
  places: Place[];
  privacy?: { publicProfile?: boolean; locationSharing?: boolean };
}

const austin: Place = { city: 'Austin', state: 'TX', zipcode: '78701' };
const members: Member[] = [
  {
    id: 401,
    name: "Dr. Renée O'Brien",
    places: [austin, { city: 'Nashville', state: 'Tennessee', zipcode: '37203' }],
  },
  { id: 402, name: 'Dr. Austin Park', places: [{ city: 'Dallas', state: 'TX', zipcode: '75201' }] },
  {
    id: 403,
    name: 'Dr. Lena Fischer-Huang',
    places: [{ city: 'Austin', state: 'Texas', zipcode: '78705-1234' }],
    privacy: { locationSharing: false },
  },
  {
    id: 404,
    name: 'Dr. Kofi Mensah',
    places: [{ city: 'Memphis', state: 'TN', zipcode: '38103' }],
    privacy: { publicProfile: false },
  },
  { id: 405, name: 'Dr. Priya Nair', places: [{ city: 'Knoxville', state: 'tennessee', zipcode: '37902' }] },
];

const locationsOf = (places: Place[]) =>
  places.map((place, index) => ({
    street: `${100 + index} Congress Ave, Suite 4`,
    ...place,
    isPrimary: index === 0,
  }));

describe('profile: doctor search by location (the header promises name, specialty and location)', () => {
  let profile: ServiceUnderTest;

  function call(method: 'get' | 'patch' | 'put', path: string, actingUserId: number) {
    return request(profile.url)
      [method](path)
      .set('x-service-token', TEST_SERVICE_TOKEN)
      .set('x-acting-user-id', String(actingUserId));
  }

  const search = async (query: Record<string, string>) => {
    const answer = await call('get', ProfileRoutes.search, 405).query({ sortBy: 'name_asc', ...query });
    expect(answer.status).toBe(200);
    return (answer.body as User[]).map((user) => user.id);
  };

  beforeAll(async () => {
    profile = await startServiceUnderTest('profile', AppModule.register);
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
      await eventually(
        async () => (await call('get', ProfileRoutes.profile(member.id), member.id)).status === 200,
        `profile ${member.id}`,
      );
      await call('patch', ProfileRoutes.addresses(member.id), member.id)
        .send({ mailingAddress: null, practiceLocations: locationsOf(member.places) })
        .expect(200);
      if (member.privacy)
        await call('put', ProfileRoutes.privacy(member.id), member.id).send(member.privacy).expect(200);
    }
  });

  afterAll(async () => {
    await profile?.stop();
  });

  it('finds the members practising in a city, by any of their practice locations, beside names containing it', async () => {
    expect(await search({ query: 'Austin' })).toEqual([402, 401]);
    expect(await search({ query: 'nashville' })).toEqual([401]);
    expect(await search({ query: 'KNOX' })).toEqual([405]);
  });

  it('finds a state by its name or its two-letter code, however it was typed', async () => {
    expect(await search({ query: 'Tennessee' })).toEqual([405, 401]);
    expect(await search({ query: 'TN' })).toEqual([405, 401]);
    expect(await search({ query: 'texas' })).toEqual([402, 401]);
    expect(await search({ query: 'tx' })).toEqual([402, 401]);
  });

  it('finds a ZIP code and its first digits', async () => {
    expect(await search({ query: '78701' })).toEqual([401]);
    expect(await search({ query: '372' })).toEqual([401]);
    expect(await search({ query: '78705' })).toEqual([]);
  });

  it('never finds a member by a location others may not see, and only with the default filter', async () => {
    // 403 shares no location, 404's profile is not public: their places find nobody.
    expect(await search({ query: 'memphis' })).toEqual([]);
    expect(await search({ query: 'knoxville', filterType: 'specialty' })).toEqual([]);
    await call('put', ProfileRoutes.privacy(403), 403).send({ locationSharing: true }).expect(200);
    expect(await search({ query: 'austin' })).toEqual([402, 403, 401]);
    expect(await search({ query: '78705' })).toEqual([403]);
  });

  it('follows a move: a location removed no longer finds the member', async () => {
    await call('patch', ProfileRoutes.addresses(401), 401)
      .send({
        mailingAddress: null,
        practiceLocations: locationsOf([{ city: 'Nashville', state: 'TN', zipcode: '37203' }]),
      })
      .expect(200);
    await eventually(
      async () => !(await search({ query: 'austin' })).includes(401),
      'the move out of Austin',
    );
    expect(await search({ query: 'tx' })).toEqual([402, 403]);
    expect(await search({ query: 'nashville' })).toEqual([401]);
  });
});
