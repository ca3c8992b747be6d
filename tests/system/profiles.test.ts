import { ApiRoutes, type PrivacySettings, type ProfilePictureBody, type Statistics, type User } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { browserSession, verifiedRegistration } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

type Agent = ReturnType<typeof browserSession>;

/** A registered, signed-in member whose profile the profile service has created. */
async function newMember(overrides: Record<string, unknown> = {}): Promise<{ agent: Agent; id: number; input: Record<string, unknown> }> {
  const agent = browserSession(baseUrl);
  const input = await verifiedRegistration(baseUrl, overrides);
  const registered = await agent.post(ApiRoutes.authRegister).send(input).expect(201);
  const id = (registered.body as User).id;
  await eventually(async () => (await agent.get(ApiRoutes.privacySettings)).status === 200, `the profile of ${id}`);
  return { agent, id, input };
}

const location = { type: 'practice', street: '100 Congress Ave', city: 'Austin', state: 'TX', zipcode: '78701', isPrimary: true };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('profiles through the BFF', () => {
  it('saves every tab of the edit screen and each save survives a re-read', async () => {
    const { agent, id, input } = await newMember();

    // The email stays the verified one: a new address goes through identity (email-change.test.ts).
    const basic = await agent
      .patch(ApiRoutes.profileUpdate)
      .send({ name: 'Dr. Basic Saved', email: input.email, phoneNumber: '(512) 555-0101', officePhone: '(512) 555-0102', fax: '' });
    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ id, name: 'Dr. Basic Saved', officePhone: '(512) 555-0102', fax: null });

    await agent
      .patch(ApiRoutes.profilePractice)
      .send({
        practiceName: 'Bright Smiles',
        practiceType: 'group',
        dentalSpecialties: ['orthodontics', 'general'],
        practiceWebsite: 'https://brightsmiles.example',
        practiceEmail: 'front@brightsmiles.example',
        practicePhone: '(512) 555-0199',
        acceptingNewPatients: false,
        insurancesAccepted: ['aetna', 'cigna'],
        languagesSpoken: ['english'],
      })
      .expect(200);

    await agent
      .patch(ApiRoutes.profileAddresses)
      .send({
        mailingAddress: { type: 'mailing', street: 'PO Box 7', city: 'Austin', state: 'TX', zipcode: '78702' },
        practiceLocations: [location, { ...location, street: '5 Elm St', city: 'Round Rock', isPrimary: false }],
      })
      .expect(200);

    await agent
      .patch(ApiRoutes.usersById(id))
      .send({ bio: 'Orthodontics for all ages.', licenseNumber: 'TX-1234', graduationYear: 2010, city: 'Austin', state: 'TX', zipcode: '78701' })
      .expect(200);
    // Saving the addresses again (practice moved to Round Rock) leaves Professional Details' city and ZIP alone.
    await agent
      .patch(ApiRoutes.profileAddresses)
      .send({
        mailingAddress: { type: 'mailing', street: 'PO Box 7', city: 'Austin', state: 'TX', zipcode: '78702' },
        practiceLocations: [{ ...location, street: '5 Elm St', city: 'Round Rock', zipcode: '78664' }],
      })
      .expect(200);

    const reread = (await agent.get(ApiRoutes.usersById(id)).expect(200)).body as User;
    expect(reread).toMatchObject({
      name: 'Dr. Basic Saved',
      email: input.email,
      phoneNumber: '(512) 555-0101',
      practiceName: 'Bright Smiles',
      practiceType: 'group',
      dentalSpecialties: ['orthodontics', 'general'],
      acceptingNewPatients: false,
      insurancesAccepted: ['aetna', 'cigna'],
      mailingAddress: expect.objectContaining({ street: 'PO Box 7', country: 'United States' }),
      practiceLocations: [expect.objectContaining({ street: '5 Elm St', city: 'Round Rock', isPrimary: true })],
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      bio: 'Orthodontics for all ages.',
      licenseNumber: 'TX-1234',
      graduationYear: 2010,
    });
    expect((await agent.get(ApiRoutes.profile).expect(200)).body).toEqual(reread);
    expect((await agent.get(ApiRoutes.authMe).expect(200)).body).toMatchObject({ name: 'Dr. Basic Saved', practiceName: 'Bright Smiles' });
  });

  it("refuses another member's edit with 403, keeps the NPI read only and answers invalid input with the form's message", async () => {
    const owner = await newMember();
    const other = await newMember();
    const refused = await other.agent.patch(ApiRoutes.usersById(owner.id)).send({ name: 'Hijacked' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You can only edit your own profile' });
    expect(((await owner.agent.get(ApiRoutes.profile)).body as User).name).not.toBe('Hijacked');

    const npiBefore = ((await owner.agent.get(ApiRoutes.profile)).body as User).npi;
    await owner.agent.patch(ApiRoutes.usersById(owner.id)).send({ npi: '1234567893' }).expect(200);
    expect(((await owner.agent.get(ApiRoutes.profile)).body as User).npi).toBe(npiBefore);

    const noName = await owner.agent.patch(ApiRoutes.profileUpdate).send({ name: '', email: 'a@b.example', phoneNumber: '(555) 123-4567' });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ message: 'Full name is required' });
    const badSite = await owner.agent
      .patch(ApiRoutes.profilePractice)
      .send({ practiceName: 'P', practiceType: 'solo', dentalSpecialties: ['general'], practiceWebsite: 'nope' });
    expect(badSite.body).toEqual({ message: 'Invalid URL format' });
    const noStreet = await owner.agent.patch(ApiRoutes.profileAddresses).send({ practiceLocations: [{ ...location, street: '' }] });
    expect(noStreet.body).toEqual({ message: 'Street address is required' });
  });

  it('documents the profile and search routes in /api/docs', async () => {
    const document = (await request(baseUrl).get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        ApiRoutes.usersSearch,
        ApiRoutes.usersById('{id}'),
        ApiRoutes.userStatistics('{id}'),
        ApiRoutes.userPicture('{id}'),
        ApiRoutes.profile,
        ApiRoutes.profileUpdate,
        ApiRoutes.profilePractice,
        ApiRoutes.profileAddresses,
        ApiRoutes.profilePicture,
        ApiRoutes.privacySettings,
      ]),
    );
  });

  it('answers 400 for a non-numeric id, 404 for an unknown member and 401 when signed out', async () => {
    const { agent } = await newMember();
    expect((await agent.get('/api/users/abc')).status).toBe(400);
    expect((await agent.get(ApiRoutes.usersById(987654321))).status).toBe(404);
    expect((await request(baseUrl).get(ApiRoutes.usersById(1))).status).toBe(401);
    expect((await request(baseUrl).get(ApiRoutes.profile)).status).toBe(401);
  });

  it("moves the profile-views figure when another member opens the profile, once per viewer per day", async () => {
    const owner = await newMember();
    const viewer = await newMember();
    const views = async () => ((await owner.agent.get(ApiRoutes.userStatistics(owner.id)).expect(200)).body as Statistics).profileViews;
    expect(await views()).toBe(0);
    await owner.agent.get(ApiRoutes.usersById(owner.id)).expect(200);
    expect(await views()).toBe(0);
    const seen = (await viewer.agent.get(ApiRoutes.usersById(owner.id)).expect(200)).body as User;
    expect(seen).toMatchObject({ id: owner.id, email: '', phoneNumber: null });
    expect(await views()).toBe(1);
    await viewer.agent.get(ApiRoutes.usersById(owner.id)).expect(200);
    expect(await views()).toBe(1);
    expect(((await viewer.agent.get(ApiRoutes.userStatistics(owner.id)).expect(200)).body as Statistics).profileViews).toBe(1);
  });

  it('stores privacy settings and honours them: a private profile shows others its card only', async () => {
    const owner = await newMember();
    const other = await newMember();
    await owner.agent.patch(ApiRoutes.profileAddresses).send({ practiceLocations: [location] }).expect(200);
    await owner.agent.patch(ApiRoutes.usersById(owner.id)).send({ city: 'Austin', state: 'TX' }).expect(200);
    expect((await owner.agent.get(ApiRoutes.privacySettings).expect(200)).body).toEqual({
      publicProfile: true,
      searchVisibility: true,
      locationSharing: true,
    });
    const changed = await owner.agent.put(ApiRoutes.privacySettings).send({ publicProfile: false });
    expect(changed.body as PrivacySettings).toEqual({ publicProfile: false, searchVisibility: true, locationSharing: true });
    const card = (await other.agent.get(ApiRoutes.usersById(owner.id)).expect(200)).body as User;
    expect(card).toMatchObject({ id: owner.id, isPrivate: true, city: null, practiceLocations: [] });
    expect((await other.agent.get(ApiRoutes.userStatistics(owner.id))).status).toBe(403);
    expect(((await owner.agent.get(ApiRoutes.usersById(owner.id)).expect(200)).body as User).city).toBe('Austin');
  });

  it('stores a profile picture in S3 and serves it back; refuses non-images (415) and large files (413)', async () => {
    const { agent, id } = await newMember();
    const uploaded = await agent.post(ApiRoutes.profilePicture).attach('file', PNG, 'me.png');
    expect(uploaded.status).toBe(201);
    const body = uploaded.body as ProfilePictureBody;
    expect(body.profilePicture).toMatch(new RegExp(`^/api/users/${id}/picture\\?v=\\d+$`));
    expect(body.user.profilePicture).toBe(body.profilePicture);
    expect(((await agent.get(ApiRoutes.authMe)).body as User).profilePicture).toBe(body.profilePicture);

    const served = await agent.get(body.profilePicture).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded (without metadata): the same 1×1 PNG picture, not the same bytes.
    expect((served.body as Buffer).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect((served.body as Buffer).readUInt32BE(16)).toBe(1);

    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
    const renamed = await agent.post(ApiRoutes.profilePicture).attach('file', executable, 'photo.png');
    expect(renamed.status).toBe(415);
    expect(renamed.body).toEqual({ message: 'Only JPEG, PNG, GIF, WebP or HEIC images can be used as a profile picture' });
    const wrongName = await agent.post(ApiRoutes.profilePicture).attach('file', PNG, 'photo.exe');
    expect(wrongName.status).toBe(415);

    const large = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooLarge = await agent.post(ApiRoutes.profilePicture).attach('file', large, 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: 'The profile picture must be at most 5 MB' });

    const missing = await agent.post(ApiRoutes.profilePicture).field('note', 'no file');
    expect(missing.status).toBe(400);

    expect(((await agent.delete(ApiRoutes.profilePicture).expect(200)).body as User).profilePicture).toBeNull();
    expect((await agent.get(ApiRoutes.userPicture(id))).status).toBe(404);
  });
});
