import {
  ApiRoutes,
  DEFAULT_PRIVACY_SETTINGS,
  PrivacyMessages,
  SharedReadModels,
  userWith,
  type Account,
  type MemberRecord,
} from '@docnet/contracts';
import { connectRedis, redisKeyPrefix } from '@docnet/platform';
import { testInfra } from '@docnet/platform/testing/infra-endpoints';
import type Redis from 'ioredis';
import {
  dropBffNamespace,
  sharedBffEnv,
  signedInSession,
  startBffUnderTest,
  type BffUnderTest,
} from './support/bff-under-test';

/**
 * GET /api/auth/me from the copies identity and profile keep in Redis (contracts' SharedReadModels): written here as
 * their owners write them. The BFF under test reaches no service (a call answers 503), so an answer proves it
 * called none; without a copy it asks the owner.
 */
const shared = sharedBffEnv();
let bff: BffUnderTest;
/** Writes the copies as their owners do: keys under the services' prefix, not the BFF's REDIS_KEY_PREFIX. */
let services: Redis;
const prefix = redisKeyPrefix(shared.namespace);

const account: Account = {
  id: 4101,
  username: 'drpatel',
  name: 'Dr. Anjali Patel',
  email: 'anjali.patel@clinic.example',
  phoneNumber: '+15125550142',
  npi: '1234567893',
  emailVerified: true,
  phoneVerified: true,
  npiBound: true,
  pendingEmail: 'a.patel@hospital.example',
  createdAt: '2026-01-02T03:04:05.000Z',
  roles: [],
  suspension: null,
};

const record: MemberRecord = {
  user: userWith({
    id: 4101,
    username: 'drpatel',
    name: 'Dr. Anjali Patel, MD — Kardiologie',
    email: 'anjali.patel@clinic.example',
    phoneNumber: '+15125550142',
    specialty: 'Cardiology',
    bio: 'Interventional cardiologist. 心臓病学 🫀',
    city: 'Austin',
    state: 'TX',
    createdAt: '2026-01-02T03:04:05.000Z',
  }),
  privacy: { ...DEFAULT_PRIVACY_SETTINGS, publicProfile: false },
};

async function me(cookie: string) {
  const response = await fetch(`${bff.url}${ApiRoutes.authMe}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  bff = await startBffUnderTest(shared);
  // A client of its own, as the owners write (a Cluster's when REDIS_URL names one: the two copies are in different slots).
  services = connectRedis(testInfra().redisUrl);
});

afterAll(async () => {
  services.disconnect();
  await bff.close();
  await dropBffNamespace(bff, shared);
});

describe("GET /api/auth/me from the owners' copies in Redis", () => {
  it("answers the member's own record with identity's email and verifications, calling no service", async () => {
    await services.set(prefix + SharedReadModels.account(account.id), JSON.stringify(account));
    await services.hset(prefix + SharedReadModels.memberRecords, String(account.id), JSON.stringify(record));
    const { cookie } = await signedInSession(bff, shared, account.id);

    const answer = await me(cookie);
    expect(answer.status).toBe(200);
    // The owner sees their private profile whole; identity's part wins where it owns the field.
    expect(answer.body).toMatchObject({
      id: 4101,
      name: 'Dr. Anjali Patel, MD — Kardiologie',
      bio: 'Interventional cardiologist. 心臓病学 🫀',
      city: 'Austin',
      email: 'anjali.patel@clinic.example',
      pendingEmail: 'a.patel@hospital.example',
      isVerified: true,
      smsVerified: true,
      npi: '1234567893',
      npiVerified: true,
    });
    expect(answer.body).not.toHaveProperty('isPrivate');

    // Without the profile's copy, the profile service is asked (unreachable here): the account stands in.
    await services.hdel(prefix + SharedReadModels.memberRecords, String(account.id));
    expect((await me(cookie)).body).toMatchObject({
      id: 4101,
      name: 'Dr. Anjali Patel',
      specialty: null,
      isVerified: true,
    });

    // Without the account's copy, identity is asked: unreachable, so the member is told to try again, not signed out.
    await services.del(prefix + SharedReadModels.account(account.id));
    const unavailable = await me(cookie);
    expect(unavailable.status).toBe(503);
    expect(unavailable.body).toEqual({
      message: 'The identity service is unavailable right now. Please try again shortly.',
    });
    expect((await me(cookie)).status).toBe(503);
  });
});

describe("a member's connections by the owner's privacy as profile's save left it", () => {
  const connectionsOf = (owner: number, cookie: string) => fetch(`${bff.url}${ApiRoutes.userConnections(owner)}`, { headers: { cookie } });

  it('refuses another member at once when the record says private, before social-graph has the event', async () => {
    const owner = 4102;
    const { cookie: viewer } = await signedInSession(bff, shared, 4103);
    const { cookie: own } = await signedInSession(bff, shared, owner);
    const saved = (publicProfile: boolean) =>
      services.hset(prefix + SharedReadModels.memberRecords, String(owner), JSON.stringify({ ...record, user: { ...record.user, id: owner }, privacy: { ...DEFAULT_PRIVACY_SETTINGS, publicProfile } }));

    await saved(false);
    const refused = await connectionsOf(owner, viewer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: PrivacyMessages.privateProfile });
    // The owner, and anyone once the profile is public again, are social-graph's to answer (unreachable here: 503).
    expect((await connectionsOf(owner, own)).status).toBe(503);
    await saved(true);
    expect((await connectionsOf(owner, viewer)).status).toBe(503);
    // Without a record, social-graph's own check decides.
    await services.hdel(prefix + SharedReadModels.memberRecords, String(owner));
    expect((await connectionsOf(owner, viewer)).status).toBe(503);
  });
});
