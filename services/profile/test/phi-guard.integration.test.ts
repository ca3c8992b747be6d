import { PhiGuardMessages, ProfileRoutes, Topics, UserRegisteredV1, type PhiRefusalBody, type User } from '@docnet/contracts';
import { PHI_CONFIRMATIONS_COLLECTION } from '@docnet/platform';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

const OWNER = 301;
const OTHER = 302;
const REASON = 'The story is invented for teaching; no real patient.';

/** A bio that tells a patient's story with her name, birth date and record number. */
const PATIENT_BIO =
  'Endodontist in Austin. Last spring I treated Patient Siobhán O’Connor-Núñez, DOB 03/14/1957, MRN 12345678, whose story I share at talks.';

describe('profile: the PHI guard on what other members read of a profile', () => {
  let profile: ServiceUnderTest;
  let probe: EventProbe;

  beforeAll(async () => {
    profile = await startServiceUnderTest('profile', AppModule.register);
    probe = await EventProbe.start(profile.config.KAFKA_BROKERS, profile.config.EVENTS_NAMESPACE, Topics.profileProfile);
    for (const userId of [OWNER, OTHER]) {
      await profile.publish(UserRegisteredV1, userId, {
        userId,
        username: `member${userId}`,
        name: `Dr. Renée D’Aubigné ${userId}`,
        email: `member${userId}@clinic.example`,
        phoneNumber: '5551234567',
        npi: '1234567893',
        registeredAt: new Date().toISOString(),
      });
    }
    await eventually(async () => (await call('get', ProfileRoutes.profile(OTHER))).status === 200, 'both profiles');
  });

  afterAll(async () => {
    await probe?.stop();
    await profile?.stop();
  });

  function call(method: 'get' | 'patch', path: string, actingUserId?: number) {
    const pending = request(profile.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN);
    return actingUserId === undefined ? pending : pending.set('x-acting-user-id', String(actingUserId));
  }
  const bioOf = async (id: number) => ((await call('get', ProfileRoutes.profile(id), id).expect(200)).body as User).bio;
  const audits = () => profile.database.collection(PHI_CONFIRMATIONS_COLLECTION).find({}, { projection: { _id: 0 } }).toArray();

  it('refuses a bio naming a patient (422 with the findings, nothing stored, no card), and stores it once confirmed, audited', async () => {
    const refused = await call('patch', ProfileRoutes.profile(OWNER), OWNER).send({ bio: PATIENT_BIO, hospital: 'Dell Seton Medical Center' });
    expect(refused.status).toBe(422);
    const refusal = refused.body as PhiRefusalBody;
    expect(refusal).toEqual({ message: PhiGuardMessages.refused, findings: expect.any(Array), confirmationToken: expect.any(String) });
    expect(refusal.findings.map(({ field, kind, excerpt }) => ({ field, kind, excerpt }))).toEqual([
      { field: 'bio', kind: 'patient-name', excerpt: 'Siobhán O’Connor-Núñez' },
      { field: 'bio', kind: 'date', excerpt: '03/14/1957' },
      { field: 'bio', kind: 'medical-record-number', excerpt: '12345678' },
    ]);
    expect(await bioOf(OWNER)).toBeNull();

    // Someone else's profile is refused as ever (403), before anything is read.
    expect((await call('patch', ProfileRoutes.profile(OWNER), OTHER).send({ bio: PATIENT_BIO })).status).toBe(403);
    // A made-up confirmation, or one of another text, is refused again.
    const madeUp = await call('patch', ProfileRoutes.profile(OWNER), OWNER).send({ bio: PATIENT_BIO, phiConfirmation: { reason: REASON, token: 'x' } });
    expect([madeUp.status, (madeUp.body as PhiRefusalBody).message]).toEqual([422, PhiGuardMessages.confirmationStale]);
    const otherText = await call('patch', ProfileRoutes.profile(OWNER), OWNER).send({
      bio: PATIENT_BIO.replace('12345678', '87654321'),
      phiConfirmation: { reason: REASON, token: refusal.confirmationToken },
    });
    expect(otherText.status).toBe(422);

    const confirmed = await call('patch', ProfileRoutes.profile(OWNER), OWNER).send({
      bio: PATIENT_BIO,
      hospital: 'Dell Seton Medical Center',
      phiConfirmation: { reason: REASON, token: refusal.confirmationToken },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).not.toHaveProperty('phiConfirmation');
    expect(await bioOf(OWNER)).toBe(PATIENT_BIO);
    expect(await profile.database.collection('profiles').findOne({ _id: OWNER } as object)).not.toHaveProperty('phiConfirmation');
    const records = await audits();
    expect(records.at(-1)).toMatchObject({ memberId: OWNER, route: `PATCH ${ProfileRoutes.profile(':id')}`, targetType: 'profile', targetId: String(OWNER), reason: REASON });
    expect(JSON.stringify(records)).not.toContain('12345678');
  });

  it('reads every text others read (hospital, affiliation, specialty, school, practice name), on both routes; a clean profile saves at once', async () => {
    const refused = await call('patch', ProfileRoutes.profile(OTHER), OTHER).send({
      specialty: 'Endodontics',
      hospital: 'Room 12 with patient Jane Roe',
      affiliation: 'Call 615-555-0142',
      dentalSchool: 'UT Health San Antonio',
    });
    expect(refused.status).toBe(422);
    expect((refused.body as PhiRefusalBody).findings.map(({ field }) => field)).toEqual(['hospital', 'affiliation']);

    const practice = await call('patch', ProfileRoutes.practice(OTHER), OTHER).send({
      practiceName: 'Smiles for patient Jane Roe',
      practiceType: 'solo',
      dentalSpecialties: ['general'],
    });
    expect([practice.status, (practice.body as PhiRefusalBody).findings?.map(({ field }) => field)]).toEqual([422, ['practiceName']]);

    const clean = await call('patch', ProfileRoutes.profile(OTHER), OTHER).send({
      bio: 'Endodontist in Austin since 2009; microsurgery, retreatment and teaching at the residency. Reach me through DocNet.',
      hospital: 'St. David’s Medical Center',
      affiliation: 'Texas Dental Association',
    });
    expect(clean.status).toBe(200);
    // Changes without free text are not read at all.
    await call('patch', ProfileRoutes.profile(OTHER), OTHER).send({ yearsOfExperience: 15 }).expect(200);
  });
});
