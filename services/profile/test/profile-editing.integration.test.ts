import {
  ContentViewedV1,
  ContentViewsCountedV1,
  EmailChangeMessages,
  ProfileRoutes,
  ProfileUpdatedV1,
  Topics,
  UserEmailVerifiedV1,
  UserRegisteredV1,
  type PrivacySettings,
  type Statistics,
  type User,
} from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

describe('profile: editing, privacy and statistics', () => {
  let profile: ServiceUnderTest;
  let probe: EventProbe;

  beforeAll(async () => {
    profile = await startServiceUnderTest('profile', AppModule.register);
    probe = await EventProbe.start(profile.config.KAFKA_BROKERS, profile.config.EVENTS_NAMESPACE, Topics.profileProfile);
    for (const userId of [201, 202]) {
      await profile.publish(UserRegisteredV1, userId, {
        userId,
        username: `member${userId}`,
        name: `Dr. Member ${userId}`,
        email: `member${userId}@clinic.example`,
        phoneNumber: '5551234567',
        npi: '1234567893',
        registeredAt: new Date().toISOString(),
      });
    }
    await eventually(async () => (await call('get', ProfileRoutes.profile(202))).status === 200, 'both profiles');
  });

  afterAll(async () => {
    await probe?.stop();
    await profile?.stop();
  });

  function call(method: 'get' | 'post' | 'put' | 'patch', path: string, actingUserId?: number) {
    const pending = request(profile.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN);
    return actingUserId === undefined ? pending : pending.set('x-acting-user-id', String(actingUserId));
  }

  const location = {
    type: 'practice',
    street: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    isPrimary: true,
  };

  it('saves each tab for its owner, keeps the NPI read only and publishes the new card with revision +1', async () => {
    const basic = await call('patch', ProfileRoutes.basicInfo(201), 201).send({
      name: 'Dr. Ana Member',
      email: 'member201@clinic.example',
      phoneNumber: '(555) 123-4567',
      officePhone: '',
      fax: '(555) 765-4321',
      npi: '9999999999',
    });
    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ name: 'Dr. Ana Member', officePhone: null, fax: '(555) 765-4321', npi: '1234567893' });

    const practice = await call('patch', ProfileRoutes.practice(201), 201).send({
      practiceName: 'Bright Smiles',
      practiceType: 'group',
      dentalSpecialties: ['orthodontics'],
      practiceWebsite: 'https://brightsmiles.example',
      practiceEmail: '',
      acceptingNewPatients: true,
      insurancesAccepted: ['aetna'],
      languagesSpoken: ['english', 'spanish'],
    });
    expect(practice.status).toBe(200);
    expect(practice.body).toMatchObject({ practiceType: 'group', practiceEmail: null, languagesSpoken: ['english', 'spanish'] });

    // Professional Details first: the addresses tab must not overwrite its city, state and ZIP.
    const patched = await call('patch', ProfileRoutes.profile(201), 201).send({
      specialty: 'Orthodontist',
      affiliation: 'Heartland Dental',
      city: 'Nashville',
      state: 'TN',
      zipcode: '37203',
      npi: '1',
    });
    expect(patched.status).toBe(200);

    const addresses = await call('patch', ProfileRoutes.addresses(201), 201).send({
      mailingAddress: { type: 'mailing', street: '', city: '', state: '', zipcode: '' },
      practiceLocations: [location, { ...location, street: '5 Elm St', isPrimary: false }],
    });
    expect(addresses.status).toBe(200);
    expect(addresses.body).toMatchObject({ mailingAddress: null, city: 'Nashville', state: 'TN', zipcode: '37203' });
    expect((addresses.body as User).practiceLocations).toHaveLength(2);
    expect((addresses.body as User).addresses).toHaveLength(2);

    // A mailing address without a street is kept as typed, not dropped.
    const partial = await call('patch', ProfileRoutes.addresses(201), 201).send({
      mailingAddress: { type: 'mailing', street: '', city: "Coeur d'Alene", state: 'ID', zipcode: '83814' },
      practiceLocations: [location, { ...location, street: '5 Elm St', isPrimary: false }],
    });
    expect(partial.status).toBe(200);
    expect((partial.body as User).mailingAddress).toMatchObject({ street: '', city: "Coeur d'Alene", state: 'ID', zipcode: '83814' });
    expect(partial.body).toMatchObject({ city: 'Nashville', zipcode: '37203' });

    const reread = (await call('get', ProfileRoutes.profile(201), 201)).body as User;
    expect(reread).toMatchObject({
      name: 'Dr. Ana Member',
      practiceName: 'Bright Smiles',
      dentalSpecialties: ['orthodontics'],
      specialty: 'Orthodontist',
      affiliation: 'Heartland Dental',
      npi: '1234567893',
      practiceLocations: [expect.objectContaining({ street: '100 Congress Ave', country: 'United States', isPrimary: true }), expect.anything()],
    });

    const cards = await eventually(() => {
      const found = probe.ofType(ProfileUpdatedV1.type).filter((event) => event.aggregateId === '201');
      return found.length >= 6 ? found : undefined;
    }, 'six cards of member 201');
    expect(cards.map((event) => (event.data as { revision: number }).revision)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cards[5]?.data).toMatchObject({
      card: { name: 'Dr. Ana Member', specialty: 'Orthodontist', city: 'Nashville', state: 'TN', languagesSpoken: ['english', 'spanish'] },
    });
  });

  it("refuses another member's edit with 403 and invalid input with the form's message", async () => {
    const other = await call('patch', ProfileRoutes.basicInfo(201), 202).send({ name: 'X', email: 'x@y.example', phoneNumber: '(555) 123-4567' });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: 'You can only edit your own profile' });
    expect((await call('patch', ProfileRoutes.profile(201), 202).send({ bio: 'hi' })).status).toBe(403);
    expect((await call('patch', ProfileRoutes.basicInfo(201)).send({})).status).toBe(401);

    const invalid = await call('patch', ProfileRoutes.practice(201), 201).send({ practiceName: 'P', practiceType: 'solo', dentalSpecialties: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: 'At least one specialty is required' });
    const eleven = Array.from({ length: 11 }, (_, index) => ({ ...location, isPrimary: index === 0 }));
    const tooMany = await call('patch', ProfileRoutes.addresses(201), 201).send({ practiceLocations: eleven });
    expect(tooMany.body).toEqual({ message: 'Maximum 10 practice locations allowed' });
  });

  it('shows others no personal contact data, only the card of a private profile, no location when not shared', async () => {
    const asOther = (await call('get', ProfileRoutes.profile(201), 202)).body as User;
    expect(asOther).toMatchObject({ name: 'Dr. Ana Member', email: '', phoneNumber: null, city: 'Nashville', practiceName: 'Bright Smiles' });
    // A read on nobody's behalf (no acting member) is no owner's read either.
    expect((await call('get', ProfileRoutes.profile(201))).body).toEqual(asOther);
    const found = (await call('get', `${ProfileRoutes.search}?query=Ana`)).body as User[];
    expect(found.find((user) => user.id === 201)).toEqual(asOther);
    // Found by themselves, the member's record is whole.
    const ownSearch = (await call('get', `${ProfileRoutes.search}?query=Ana`, 201)).body as User[];
    expect(ownSearch.find((user) => user.id === 201)).toEqual((await call('get', ProfileRoutes.profile(201), 201)).body);
    expect(ownSearch.find((user) => user.id === 201)).toMatchObject({ email: expect.stringContaining('@'), phoneNumber: expect.any(String) });

    const hidden = await call('put', ProfileRoutes.privacy(201), 201).send({ locationSharing: false });
    expect(hidden.body).toEqual({ publicProfile: true, searchVisibility: true, locationSharing: false });
    expect((await call('get', ProfileRoutes.profile(201), 202)).body).toMatchObject({ city: null, practiceLocations: [], addresses: [] });

    await call('put', ProfileRoutes.privacy(201), 201).send({ publicProfile: false, locationSharing: true });
    const card = (await call('get', ProfileRoutes.profile(201), 202)).body as User;
    expect(card).toMatchObject({ id: 201, name: 'Dr. Ana Member', specialty: 'Orthodontist', practiceName: null, dentalSpecialties: [], npiVerified: false, isPrivate: true });
    expect((await call('get', ProfileRoutes.statistics(201), 202)).status).toBe(403);
    expect((await call('get', ProfileRoutes.profile(201))).body).toEqual(card);
    expect(((await call('get', `${ProfileRoutes.search}?query=Ana`, 202)).body as User[]).find((user) => user.id === 201)).toEqual(card);
    expect((await call('get', ProfileRoutes.statistics(201))).status).toBe(403);
    expect((await call('get', ProfileRoutes.profile(201), 201)).body).toMatchObject({ practiceName: 'Bright Smiles' });
    expect((await call('get', ProfileRoutes.privacy(201), 202)).status).toBe(403);

    const restored = await call('put', ProfileRoutes.privacy(201), 201).send({ publicProfile: true });
    expect(restored.body as PrivacySettings).toEqual({ publicProfile: true, searchVisibility: true, locationSharing: true });
  });

  it('counts a profile view once per viewer per day, never the owner, and article views once per event', async () => {
    expect((await call('post', ProfileRoutes.views(202), 201)).body).toEqual({ counted: true });
    expect((await call('post', ProfileRoutes.views(202), 201)).body).toEqual({ counted: false });
    expect((await call('post', ProfileRoutes.views(202), 202)).body).toEqual({ counted: false });
    expect((await call('post', ProfileRoutes.views(999999), 201)).status).toBe(404);

    const viewed = await profile.publish(ContentViewedV1, 7, { contentId: 7, authorId: 202, viewerId: 201, viewedAt: new Date().toISOString() });
    await profile.publishEnvelopes([viewed]);
    await profile.publish(ContentViewedV1, 8, { contentId: 8, authorId: 202, viewerId: 202, viewedAt: new Date().toISOString() });
    await eventually(() => profile.handled(viewed.id), 'the view handled');
    await eventually(async () => ((await call('get', ProfileRoutes.statistics(202), 201)).body as Statistics).articleViews >= 1, 'the article view');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const statistics: Statistics = { profileViews: 1, articleViews: 1, searchAppearances: 0 };
    expect((await call('get', ProfileRoutes.statistics(202), 202)).body).toEqual(statistics);
  });

  it("adds a batch of counted views to each author's article views, once per batch", async () => {
    const articleViews = async (id: number) => ((await call('get', ProfileRoutes.statistics(id), id)).body as Statistics).articleViews;
    const before = { 201: await articleViews(201), 202: await articleViews(202) };
    const batch = await profile.publish(ContentViewsCountedV1, 'batch-1', {
      counts: [
        { contentId: 7, authorId: 202, views: 2 },
        { contentId: 9, authorId: 201, views: 1 },
        { contentId: 8, authorId: 202, views: 1 },
      ],
      countedAt: new Date().toISOString(),
    });
    await profile.publishEnvelopes([batch]);
    await eventually(async () => (await articleViews(202)) === before[202] + 3 && (await articleViews(201)) === before[201] + 1, 'the batch counted');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect({ 201: await articleViews(201), 202: await articleViews(202) }).toEqual({ 201: before[201] + 1, 202: before[202] + 3 });
  });

  it('takes the email verification from identity', async () => {
    await profile.publish(UserEmailVerifiedV1, 202, { userId: 202, email: 'member202@clinic.example', verifiedAt: new Date().toISOString() });
    await eventually(async () => ((await call('get', ProfileRoutes.profile(202), 202)).body as User).isVerified === true, 'isVerified');
  });

  it('changes the email only through identity: a member write with another address is refused, a verified new address replaces it', async () => {
    const basic = { name: 'Dr. Member 202', phoneNumber: '(555) 123-4567' };
    const refused = await call('patch', ProfileRoutes.basicInfo(202), 202).send({ ...basic, email: 'unverified@clinic.example' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: EmailChangeMessages.notThroughProfile });
    await call('patch', ProfileRoutes.profile(202), 202).send({ email: 'unverified@clinic.example' }).expect(400);
    await call('patch', ProfileRoutes.basicInfo(202), 202).send({ ...basic, email: 'Member202@clinic.example' }).expect(200);
    expect(((await call('get', ProfileRoutes.profile(202), 202)).body as User).email).toBe('member202@clinic.example');

    await profile.publish(UserEmailVerifiedV1, 202, { userId: 202, email: 'new202@clinic.example', verifiedAt: new Date().toISOString() });
    await eventually(async () => ((await call('get', ProfileRoutes.profile(202), 202)).body as User).email === 'new202@clinic.example', 'the verified new email');
  });

  it("stores a member's own languages and insurances as typed beside the listed values and refuses markup with the rule's message", async () => {
    const practice = { practiceName: "Nguyễn & O'Hara Dental", practiceType: 'group', dentalSpecialties: ['general'] };
    const saved = await call('patch', ProfileRoutes.practice(202), 202).send({
      ...practice,
      languagesSpoken: ['english', ' Tagalog ', 'Haitian Creole', 'SPANISH'],
      insurancesAccepted: ['delta_dental', 'Blue Cross NC'],
    });
    expect(saved.status).toBe(200);
    const stored = (await call('get', ProfileRoutes.profile(202), 202)).body as User;
    expect(stored.languagesSpoken).toEqual(['english', 'Tagalog', 'Haitian Creole', 'spanish']);
    expect(stored.insurancesAccepted).toEqual(['delta_dental', 'Blue Cross NC']);

    const markup = await call('patch', ProfileRoutes.practice(202), 202).send({ ...practice, languagesSpoken: ['<script>alert(1)</script>'] });
    expect(markup.status).toBe(400);
    expect(markup.body).toEqual({ message: 'A language of your own is 2 to 60 letters, spaces, apostrophes or hyphens' });
    const long = await call('patch', ProfileRoutes.profile(202), 202).send({ insurancesAccepted: ['B'.repeat(200)] });
    expect(long.status).toBe(400);
    expect(((await call('get', ProfileRoutes.profile(202), 202)).body as User).insurancesAccepted).toEqual(['delta_dental', 'Blue Cross NC']);
  });
});
