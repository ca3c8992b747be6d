import {
  ProfileRoutes,
  ProfileUpdatedV1,
  Topics,
  UserNpiBoundV1,
  UserNpiUnboundV1,
  UserRegisteredV1,
  type User,
} from '@docnet/contracts';
import {
  EventProbe,
  eventually,
  startServiceUnderTest,
  TEST_SERVICE_TOKEN,
  type ServiceUnderTest,
} from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

const NPI = '1982597910';
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 18, minutes)).toISOString();

describe('profile: the NPI verified badge from identity.user.npi-bound / npi-unbound', () => {
  let profile: ServiceUnderTest;
  let probe: EventProbe;

  beforeAll(async () => {
    profile = await startServiceUnderTest('profile', AppModule.register);
    probe = await EventProbe.start(
      profile.config.KAFKA_BROKERS,
      profile.config.EVENTS_NAMESPACE,
      Topics.profileProfile,
    );
  });

  afterAll(async () => {
    await probe?.stop();
    await profile?.stop();
  });

  const get = (path: string, actingUserId: number) =>
    request(profile.url)
      .get(path)
      .set('x-service-token', TEST_SERVICE_TOKEN)
      .set('x-acting-user-id', String(actingUserId));
  const ownProfile = async (id: number): Promise<User | undefined> => {
    const answer = await get(ProfileRoutes.profile(id), id);
    return answer.status === 200 ? (answer.body as User) : undefined;
  };
  /** Waits until the profile's badge is `expected`, then for its card and search result to say the same. */
  const badgeBecomes = async (id: number, expected: boolean): Promise<User> => {
    const user = await eventually(async () => {
      const found = await ownProfile(id);
      return found?.npiVerified === expected ? found : undefined;
    }, `npiVerified ${expected}`);
    await eventually(() => {
      const latest = probe
        .ofType(ProfileUpdatedV1.type)
        .filter((event) => event.aggregateId === String(id))
        .at(-1);
      return (latest?.data as { card: { npiVerified?: boolean } } | undefined)?.card.npiVerified === expected;
    }, `a card with npiVerified ${expected}`);
    const found = (await get(ProfileRoutes.search, id + 1).query({ query: 'Badge' })).body as User[];
    expect(found.find((member) => member.id === id)?.npiVerified).toBe(expected);
    return user;
  };
  /** Lets consumed events land: a later event that does change the profile proves the earlier ones were handled. */
  const settle = async (id: number, bio: string): Promise<void> => {
    await request(profile.url)
      .patch(ProfileRoutes.profile(id))
      .set('x-service-token', TEST_SERVICE_TOKEN)
      .set('x-acting-user-id', String(id))
      .send({ bio })
      .expect(200);
  };

  it('shows the badge only once the NPI is bound, and takes it away when another member reclaims it, never backwards', async () => {
    const id = 2101;
    await profile.publish(UserRegisteredV1, id, {
      userId: id,
      username: `badge${id}`,
      name: 'Dr. Badge Holder',
      email: `badge${id}@clinic.example`,
      phoneNumber: '5551234567',
      npi: NPI,
      registeredAt: at(0),
    });
    const registered = await eventually(() => ownProfile(id), 'the profile');
    expect(registered).toMatchObject({ npi: NPI, npiVerified: false });

    await profile.publish(UserNpiBoundV1, id, { userId: id, npi: NPI, boundAt: at(2) });
    expect(await badgeBecomes(id, true)).toMatchObject({ npi: NPI, npiVerified: true });

    // An unbinding older than the binding (a late or redelivered event) changes nothing.
    await profile.publish(UserNpiUnboundV1, id, {
      userId: id,
      npi: NPI,
      reason: 'reclaimed',
      unboundAt: at(1),
    });
    await settle(id, 'after a stale unbinding');
    expect(await ownProfile(id)).toMatchObject({ npiVerified: true, bio: 'after a stale unbinding' });

    await profile.publish(UserNpiUnboundV1, id, {
      userId: id,
      npi: NPI,
      reason: 'reclaimed',
      unboundAt: at(3),
    });
    expect(await badgeBecomes(id, false)).toMatchObject({ npi: null, npiVerified: false });

    // The binding delivered again after its unbinding does not bring the badge back.
    await profile.publish(UserNpiBoundV1, id, { userId: id, npi: NPI, boundAt: at(2) });
    await settle(id, 'after a redelivered binding');
    expect(await ownProfile(id)).toMatchObject({
      npi: null,
      npiVerified: false,
      bio: 'after a redelivered binding',
    });
  });
});
