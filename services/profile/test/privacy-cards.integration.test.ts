import { ProfileRoutes, ProfileUpdatedV1, Topics, UserRegisteredV1, type DataOf } from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { PrivacyCardsBackfill } from '../src/modules/profiles/persistence/privacy-cards.backfill';
import { CARD_FORMAT } from '../src/modules/profiles/persistence/profile.mapper';

type CardEvent = DataOf<typeof ProfileUpdatedV1>;

describe('profile: the privacy settings travel on the member card', () => {
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

  const call = (method: 'patch' | 'put', path: string, actingUserId: number) =>
    request(profile.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(actingUserId));

  const cardsOf = (memberId: number) =>
    probe
      .ofType(ProfileUpdatedV1.type)
      .filter((event) => event.aggregateId === String(memberId))
      .map((event) => event.data as CardEvent);

  const cardAt = (memberId: number, revision: number) =>
    eventually(() => cardsOf(memberId).find((event) => event.revision === revision), `card ${revision} of member ${memberId}`);

  it('publishes each change of the switches: search visibility and public profile as they are, no location on a private card', async () => {
    await profile.publish(UserRegisteredV1, 401, {
      userId: 401,
      username: 'member401',
      name: 'Dr. Member 401',
      email: 'member401@clinic.example',
      phoneNumber: '5551234567',
      npi: null,
      registeredAt: new Date().toISOString(),
    });
    expect((await cardAt(401, 1)).card).toMatchObject({ publicProfile: true, searchVisibility: true });
    await eventually(async () => (await call('patch', ProfileRoutes.profile(401), 401).send({ city: 'Austin', state: 'TX' })).status === 200, 'the profile');

    await call('put', ProfileRoutes.privacy(401), 401).send({ searchVisibility: false }).expect(200);
    expect((await cardAt(401, 3)).card).toMatchObject({ publicProfile: true, searchVisibility: false, city: 'Austin', state: 'TX' });

    // Location sharing stays on: the private card still shows no place, as the member's record shows others none.
    await call('put', ProfileRoutes.privacy(401), 401).send({ searchVisibility: true, publicProfile: false }).expect(200);
    expect((await cardAt(401, 4)).card).toMatchObject({ publicProfile: false, searchVisibility: true, city: null, state: null });
  });

  it('republishes at start, once, the card of a profile whose switches were off, or whose only place was a practice location, before cards carried them', async () => {
    const profiles = profile.database.collection<{ _id: number } & Record<string, unknown>>('profiles');
    const createdAt = new Date();
    const legacy = (id: number, privacy: Record<string, boolean>) => ({
      _id: id,
      revision: 3,
      name: `Dr. Legacy ${id}`,
      username: `legacy${id}`,
      email: `legacy${id}@clinic.example`,
      specialty: 'Endodontist',
      hospital: null,
      affiliation: null,
      city: 'Tulsa',
      state: 'OK',
      profilePicture: null,
      privacy,
      createdAt,
      updatedAt: createdAt,
    });
    const everythingOn = { publicProfile: true, searchVisibility: true, locationSharing: true };
    const practice = (city: string, isPrimary: boolean) => ({ type: 'practice', street: '1 Main St', city, state: 'OK', zipcode: '74103', country: 'United States', isPrimary });
    await profiles.insertMany([
      legacy(411, { publicProfile: true, searchVisibility: false, locationSharing: true }),
      legacy(412, { publicProfile: false, searchVisibility: true, locationSharing: true }),
      legacy(413, everythingOn),
      // Only practice locations: its card had no place.
      { ...legacy(414, everythingOn), city: '', state: null, practiceLocations: [practice('Tulsa', false), practice('Broken Arrow', true)] },
    ]);

    const backfill = profile.app.get(PrivacyCardsBackfill);
    await backfill.onApplicationBootstrap();
    expect((await cardAt(411, 4)).card).toMatchObject({ id: 411, searchVisibility: false, publicProfile: true, city: 'Tulsa' });
    expect((await cardAt(412, 4)).card).toMatchObject({ id: 412, searchVisibility: true, publicProfile: false, city: null });
    expect((await cardAt(414, 4)).card).toMatchObject({ id: 414, city: 'Broken Arrow', state: 'OK' });

    await backfill.onApplicationBootstrap();
    // Nothing more to publish: the defaults need no new card, and the others are recorded as published.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect([cardsOf(411).length, cardsOf(412).length, cardsOf(413).length, cardsOf(414).length]).toEqual([1, 1, 0, 1]);
    expect(await profiles.countDocuments({ _id: { $in: [411, 412, 414] }, revision: 4, cardFormat: CARD_FORMAT })).toBe(3);
  });
});
