import { ProfileUpdatedV1, Topics, UserRegisteredV1, type User } from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

describe('profile: profiles from identity events', () => {
  let profile: ServiceUnderTest;
  let probe: EventProbe;

  beforeAll(async () => {
    profile = await startServiceUnderTest('profile', AppModule.register);
    probe = await EventProbe.start(profile.config.KAFKA_BROKERS, profile.config.EVENTS_NAMESPACE, Topics.profileProfile);
  });

  afterAll(async () => {
    await probe?.stop();
    await profile?.stop();
  });

  /** The owner's read: the whole record. */
  const getProfile = (id: number | string) =>
    request(profile.url).get(`/internal/profiles/${id}`).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(id));

  const registered = (userId: number) => ({
    userId,
    username: `member${userId}`,
    name: `Dr. Member ${userId}`,
    email: `member${userId}@clinic.example`,
    phoneNumber: '5551234567',
    npi: null,
    registeredAt: new Date().toISOString(),
  });

  it("fills in specialty, practice specialty and location from the NPI record the member chose", async () => {
    await profile.publish(UserRegisteredV1, 103, {
      ...registered(103),
      npi: '1234567893',
      npiTaxonomy: 'Internal Medicine, Cardiovascular Disease',
      npiAddress: '1 Heart Way',
      npiCity: 'Nashville',
      npiState: 'TN',
    });
    const user = await eventually(async () => {
      const answer = await getProfile(103);
      return answer.status === 200 ? (answer.body as User) : undefined;
    }, 'the prefilled profile');
    expect(user).toMatchObject({ specialty: 'Cardiologist', dentalSpecialties: ['cardiology'], address: '1 Heart Way', city: 'Nashville', state: 'TN' });
  });

  it('creates the profile of a registered member and publishes its card', async () => {
    await profile.publish(UserRegisteredV1, 101, registered(101));
    const user = await eventually(async () => {
      const answer = await getProfile(101);
      return answer.status === 200 ? (answer.body as User) : undefined;
    }, 'the profile');
    expect(user).toMatchObject({
      id: 101,
      name: 'Dr. Member 101',
      username: 'member101',
      email: 'member101@clinic.example',
      dentalSpecialties: [],
      practiceLocations: [],
      acceptingNewPatients: null,
    });
    const [card] = await eventually(() => {
      const found = probe.ofType(ProfileUpdatedV1.type).filter((event) => event.aggregateId === '101');
      return found.length ? found : undefined;
    }, 'profile.updated');
    expect(card?.data).toEqual({
      revision: 1,
      card: {
        id: 101,
        name: 'Dr. Member 101',
        username: 'member101',
        specialty: null,
        hospital: null,
        affiliation: null,
        city: null,
        state: null,
        profilePicture: null,
        bio: null,
        languagesSpoken: [],
        publicProfile: true,
        searchVisibility: true,
        npiVerified: false,
      },
    });
  });

  it('applies a redelivered or repeated registration exactly once in effect', async () => {
    const first = await profile.publish(UserRegisteredV1, 102, registered(102));
    await profile.publishEnvelopes([first]);
    await profile.publish(UserRegisteredV1, 102, registered(102));
    await eventually(async () => (await getProfile(102)).status === 200, 'the profile');
    // Give the redeliveries time to be processed before counting.
    await eventually(async () => (await profile.handledCount()) >= 3, 'all deliveries handled');
    expect(await profile.database.collection('profiles').countDocuments({ _id: 102 as never })).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(probe.ofType(ProfileUpdatedV1.type).filter((event) => event.aggregateId === '102')).toHaveLength(1);
  });

  it('answers 404 for an unknown member and 400 for a non-numeric id', async () => {
    expect((await getProfile(424242)).status).toBe(404);
    expect((await getProfile('abc')).status).toBe(400);
  });
});
