import { CmeWalletMessages, EventsNewsCmeRoutes, Topics, UserDeletedV1, WalletComplianceChangedV1, WalletLicenceAddedV1, WalletReminderDueV1, type CmeWallet, type EventOf, type WalletCredit, type WalletLicence } from '@docnet/contracts';
import { randomUUID } from 'node:crypto';
import { newEvent, OutboxRelay } from '@docnet/platform';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { SendRemindersHandler } from '../src/modules/cme-wallet/commands/send-reminders/send-reminders.handler';

const MEMBER = 7101;
const OTHER = 7102;

const texasLicence = {
  state: 'TX',
  profession: 'MD',
  number: 'Q-48213',
  issueDate: '2015-04-01',
  expiryDate: '2027-03-31',
  deaRegistered: true,
  deaRegistrationDate: '2024-05-20',
  directPatientCare: true,
  specialty: 'internal_medicine',
};

const opioidCourse = {
  title: "Safer opioid prescribing: O'Connor & Ñúñez's case-free review",
  provider: 'Texas Medical Association',
  accreditor: 'ACCME',
  creditType: 'ama_pra_1',
  amount: 3,
  completedOn: '2026-03-14',
  format: 'live_online',
  topics: ['opioid_prescribing', 'pain_management'],
};

describe('events-news-cme: the CME/CE wallet', () => {
  let service: ServiceUnderTest;
  let probe: EventProbe;

  beforeAll(async () => {
    service = await startServiceUnderTest('events-news-cme', AppModule.register);
    probe = await EventProbe.start(service.config.KAFKA_BROKERS, service.config.EVENTS_NAMESPACE, Topics.eventsNewsCmeWallet);
  });

  afterAll(async () => {
    await probe?.stop();
    await service?.stop();
  });

  function call(method: 'get' | 'post' | 'put' | 'delete', path: string, actingUserId: number) {
    return request(service.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(actingUserId));
  }

  it('adds a licence, publishes licence-added without the number, and evaluates it with the credits recorded', async () => {
    const added = await call('post', EventsNewsCmeRoutes.cmeWalletLicences, MEMBER).send(texasLicence);
    expect(added.status).toBe(201);
    const licence = added.body as WalletLicence;
    expect(licence).toMatchObject({ state: 'TX', profession: 'MD', number: 'Q-48213', permits: [], patientsOver65Percent: null });

    const fact = await eventually(() => probe.ofType(WalletLicenceAddedV1.type).find((event) => (event.data as { licenceId: number }).licenceId === licence.id), 'licence-added');
    expect(fact.data).toEqual({ memberId: MEMBER, licenceId: licence.id, state: 'TX', profession: 'MD', expiryDate: '2027-03-31' });
    expect(JSON.stringify(fact)).not.toContain('Q-48213');

    const credit = await call('post', EventsNewsCmeRoutes.cmeWalletCredits, MEMBER).send(opioidCourse);
    expect(credit.status).toBe(201);
    expect(credit.body as WalletCredit).toMatchObject({ title: opioidCourse.title, amount: 3, certificateUrl: null, providerApprovals: [] });

    const wallet = (await call('get', EventsNewsCmeRoutes.cmeWallet, MEMBER)).body as CmeWallet;
    const [texas] = wallet.compliance;
    expect(texas).toMatchObject({ licenceId: licence.id, board: 'Texas Medical Board', cycleEnd: '2027-03-31', renewalNumber: 6, compliant: false });
    expect(texas.requirements.find((requirement) => requirement.id === 'total')).toMatchObject({ counted: 3, owed: 45 });
    expect(texas.requirements.find((requirement) => requirement.id === 'topic:opioids')).toMatchObject({ met: true });
    expect(wallet.federal[0]).toMatchObject({ id: 'federal:mate', owed: 8 });
    expect(wallet.due).toContainEqual(expect.objectContaining({ scope: 'Texas (MD)', requirementId: 'topic:ethics', owed: 2, dueBy: '2027-03-31' }));

    const compliance = await eventually(() => probe.ofType(WalletComplianceChangedV1.type).find((event) => (event.data as { licenceId: number }).licenceId === licence.id), 'compliance-changed');
    expect(compliance.data).toMatchObject({ memberId: MEMBER, compliant: false, cycleEnd: '2027-03-31' });
  });

  it("keeps a member's wallet private: another member sees an empty wallet and cannot edit or delete what is not theirs (404)", async () => {
    const licence = (await call('post', EventsNewsCmeRoutes.cmeWalletLicences, MEMBER).send({ ...texasLicence, number: 'P-90001' })).body as WalletLicence;
    const credit = (await call('post', EventsNewsCmeRoutes.cmeWalletCredits, MEMBER).send(opioidCourse)).body as WalletCredit;
    const theirs = (await call('get', EventsNewsCmeRoutes.cmeWallet, OTHER)).body as CmeWallet;
    expect(theirs).toEqual({ licences: [], credits: [], compliance: [], federal: [], due: [] });
    const editLicence = await call('put', EventsNewsCmeRoutes.cmeWalletLicence(licence.id), OTHER).send(texasLicence);
    expect(editLicence.status).toBe(404);
    expect(editLicence.body).toEqual({ message: CmeWalletMessages.licenceNotFound });
    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletLicence(licence.id), OTHER)).status).toBe(404);
    const editCredit = await call('put', EventsNewsCmeRoutes.cmeWalletCredit(credit.id), OTHER).send({ ...opioidCourse, amount: 48 });
    expect(editCredit.body).toEqual({ message: CmeWalletMessages.creditNotFound });
    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletCredit(credit.id), OTHER)).status).toBe(404);
    // The owner's records are untouched.
    const mine = (await call('get', EventsNewsCmeRoutes.cmeWallet, MEMBER)).body as CmeWallet;
    expect(mine.credits.find((candidate) => candidate.id === credit.id)?.amount).toBe(3);
    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletCredit(credit.id), MEMBER)).status).toBe(204);
    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletLicence(licence.id), MEMBER)).status).toBe(204);
  });

  it('keeps the unsent events of a removed licence: they are still published, the licence leaves the wallet and may be added again', async () => {
    const number = 'MÉ-48.213 B';
    const licence = (await call('post', EventsNewsCmeRoutes.cmeWalletLicences, MEMBER).send({ ...texasLicence, number })).body as WalletLicence;
    const licences = service.database.collection('cme_wallet_licences');
    // An event recorded by the licence's last write a minute ago and not yet relayed (the instance that wrote it
    // crashed, or Kafka was away): old enough for the relay's sweep to take it as left behind.
    const unsent = {
      ...newEvent(WalletLicenceAddedV1, 'events-news-cme', MEMBER, { memberId: MEMBER, licenceId: licence.id, state: 'TX', profession: 'MD', expiryDate: '2027-03-31' }),
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    };
    await licences.updateOne({ _id: licence.id as never }, { $push: { pendingEvents: unsent as never }, $set: { outboxPending: true }, $inc: { outboxRevision: 1 } });

    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletLicence(licence.id), MEMBER)).status).toBe(204);
    const wallet = (await call('get', EventsNewsCmeRoutes.cmeWallet, MEMBER)).body as CmeWallet;
    expect(wallet.licences.map((candidate) => candidate.id)).not.toContain(licence.id);
    expect(wallet.compliance.map((candidate) => candidate.licenceId)).not.toContain(licence.id);
    expect((await call('put', EventsNewsCmeRoutes.cmeWalletLicence(licence.id), MEMBER).send({ ...texasLicence, number })).status).toBe(404);
    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletLicence(licence.id), MEMBER)).status).toBe(404);
    const again = await call('post', EventsNewsCmeRoutes.cmeWalletLicences, MEMBER).send({ ...texasLicence, number });
    expect(again.status).toBe(201);

    service.app.get(OutboxRelay).nudge();
    await eventually(() => probe.events.find((event) => event.id === unsent.id), 'the removed licence\'s unsent event');
    // Sent, the removed licence is purged at the member's next removal.
    const sent = async (id: number) => ((await licences.findOne({ _id: id as never }))?.outboxPending === false ? true : undefined);
    await eventually(() => sent(licence.id), 'outbox of the removed licence cleared');
    await eventually(() => sent((again.body as WalletLicence).id), 'outbox of the licence added again cleared');
    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletLicence((again.body as WalletLicence).id), MEMBER)).status).toBe(204);
    expect(await licences.countDocuments({ number })).toBe(0);
  });

  it("keeps a member's allocation of a credit, respected by the evaluation and by a later edit, and refuses what the evaluation does not have", async () => {
    const member = 7103;
    const licence = (await call('post', EventsNewsCmeRoutes.cmeWalletLicences, member).send({ ...texasLicence, number: 'A-7103' })).body as WalletLicence;
    const early = (await call('post', EventsNewsCmeRoutes.cmeWalletCredits, member).send({ ...opioidCourse, title: 'Ethics at the end of life', topics: ['ethics'], amount: 1, completedOn: '2025-06-02' })).body as WalletCredit;
    const late = (await call('post', EventsNewsCmeRoutes.cmeWalletCredits, member).send({ ...opioidCourse, title: "Professionalism: D'Souza & Ñúñez", topics: ['ethics'], amount: 3, completedOn: '2026-02-10' })).body as WalletCredit;
    const ethics = async () => ((await call('get', EventsNewsCmeRoutes.cmeWallet, member)).body as CmeWallet).compliance[0].requirements.find((requirement) => requirement.id === 'topic:ethics');
    expect((await ethics())?.credits).toEqual([{ creditId: early.id, hours: 1 }, { creditId: late.id, hours: 1 }]);

    const allocations = [{ licenceId: licence.id, requirementId: 'topic:ethics', hours: 2 }, { licenceId: null, requirementId: 'federal:mate', hours: 0 }];
    const saved = await call('put', EventsNewsCmeRoutes.cmeWalletCreditAllocations(late.id), member).send({ allocations });
    expect(saved.status).toBe(200);
    expect((saved.body as WalletCredit).allocations).toEqual(allocations);
    expect((await ethics())?.credits).toEqual([{ creditId: late.id, hours: 2 }]);
    // Editing the credit's details keeps the allocation.
    const edited = await call('put', EventsNewsCmeRoutes.cmeWalletCredit(late.id), member).send({ ...opioidCourse, title: 'Professionalism and boundaries', topics: ['ethics'], amount: 3, completedOn: '2026-02-10' });
    expect((edited.body as WalletCredit).allocations).toEqual(allocations);
    expect((await ethics())?.credits).toEqual([{ creditId: late.id, hours: 2 }]);

    const refusals: [object, string][] = [
      [{ allocations: [{ licenceId: licence.id, requirementId: 'topic:ethcs', hours: 1 }] }, CmeWalletMessages.allocationUnknownRequirement],
      [{ allocations: [{ licenceId: licence.id, requirementId: 'total', hours: 1 }] }, CmeWalletMessages.allocationRequirement],
      [{ allocations: [{ licenceId: licence.id, requirementId: 'topic:ethics', hours: 4 }] }, CmeWalletMessages.allocationMoreThanCredit],
      [{ allocations: [{ licenceId: licence.id, requirementId: 'topic:ethics', hours: 1.1 }] }, CmeWalletMessages.allocationHours],
      [{ allocations: [allocations[0], { ...allocations[0], hours: 1 }] }, CmeWalletMessages.allocationTwice],
    ];
    for (const [body, message] of refusals) {
      const refused = await call('put', EventsNewsCmeRoutes.cmeWalletCreditAllocations(late.id), member).send(body);
      expect([refused.status, refused.body]).toEqual([400, { message }]);
    }
    // Another member's licence is not in this member's evaluation; another member's credit is not found.
    const theirLicence = (await call('post', EventsNewsCmeRoutes.cmeWalletLicences, OTHER).send({ ...texasLicence, number: 'O-7102' })).body as WalletLicence;
    const foreign = await call('put', EventsNewsCmeRoutes.cmeWalletCreditAllocations(late.id), member).send({ allocations: [{ ...allocations[0], licenceId: theirLicence.id }] });
    expect(foreign.body).toEqual({ message: CmeWalletMessages.allocationUnknownRequirement });
    const notTheirs = await call('put', EventsNewsCmeRoutes.cmeWalletCreditAllocations(late.id), OTHER).send({ allocations: [] });
    expect([notTheirs.status, notTheirs.body]).toEqual([404, { message: CmeWalletMessages.creditNotFound }]);
    // An empty list is automatic again.
    expect(((await call('put', EventsNewsCmeRoutes.cmeWalletCreditAllocations(late.id), member).send({ allocations: [] })).body as WalletCredit).allocations).toEqual([]);
    expect((await ethics())?.credits).toEqual([{ creditId: early.id, hours: 1 }, { creditId: late.id, hours: 1 }]);
  });

  it('refuses the same licence twice, bad dates and a title that may identify a patient, with messages a member can act on', async () => {
    const twice = await call('post', EventsNewsCmeRoutes.cmeWalletLicences, MEMBER).send({ ...texasLicence, state: 'tx' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: CmeWalletMessages.duplicateLicence });
    const badExpiry = await call('post', EventsNewsCmeRoutes.cmeWalletLicences, MEMBER).send({ ...texasLicence, number: 'Z-1', expiryDate: '2027-02-30' });
    expect(badExpiry.status).toBe(400);
    expect(badExpiry.body).toEqual({ message: CmeWalletMessages.realDate });
    const future = await call('post', EventsNewsCmeRoutes.cmeWalletCredits, MEMBER).send({ ...opioidCourse, completedOn: '2099-01-01' });
    expect(future.body).toEqual({ message: CmeWalletMessages.completedOnNotFuture });
    const phi = await call('post', EventsNewsCmeRoutes.cmeWalletCredits, MEMBER).send({ ...opioidCourse, title: 'Case review of John Smith, MRN 4820193, DOB 03/14/1962' });
    expect(phi.status).toBe(422);
    expect((phi.body as { findings: unknown[] }).findings.length).toBeGreaterThan(0);
  });

  it('lists the boards whose rules are loaded, with their sources', async () => {
    const boards = (await call('get', EventsNewsCmeRoutes.cmeWalletBoards, MEMBER)).body as { id: string; state: string; source: string }[];
    expect(boards.map((board) => board.id)).toEqual(expect.arrayContaining(['tx-medical', 'fl-medicine', 'ca-dental', 'federal-dea']));
    expect(boards.every((board) => board.source.length > 10)).toBe(true);
  });

  it('reminds once per threshold of what a licence owes before its cycle ends, across concurrent sweeps, and never when nothing is owed', async () => {
    const [owing, compliant] = [7104, 7105];
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const nearEnd = { ...texasLicence, expiryDate: day(20), deaRegistered: false, deaRegistrationDate: null };
    const owingLicence = (await call('post', EventsNewsCmeRoutes.cmeWalletLicences, owing).send({ ...nearEnd, number: 'R-7104' })).body as WalletLicence;
    expect((await call('post', EventsNewsCmeRoutes.cmeWalletCredits, owing).send({ ...opioidCourse, completedOn: day(-10) })).status).toBe(201);
    expect((await call('post', EventsNewsCmeRoutes.cmeWalletLicences, compliant).send({ ...nearEnd, number: 'R-7105' })).status).toBe(201);
    const everything = { ...opioidCourse, title: "Éthique & soins: O'Brien's complete renewal course", amount: 48, completedOn: day(-10), topics: ['ethics', 'human_trafficking', 'opioid_prescribing', 'pain_management'] };
    expect((await call('post', EventsNewsCmeRoutes.cmeWalletCredits, compliant).send(everything)).status).toBe(201);
    expect(((await call('get', EventsNewsCmeRoutes.cmeWallet, compliant)).body as CmeWallet).due).toEqual([]);

    const sweeps = service.app.get(SendRemindersHandler);
    // Two instances sweeping at once, then a third sweep: one reminder for the member who owes, none for the other.
    await Promise.all([sweeps.execute(day(0)), sweeps.execute(day(0))]);
    await sweeps.execute(day(0));
    const reminders = service.database.collection('cme_wallet_reminders');
    expect(await reminders.countDocuments({ memberId: owing })).toBe(1);
    expect(await reminders.countDocuments({ memberId: compliant })).toBe(0);
    const remindersOf = (memberId: number) => probe.ofType(WalletReminderDueV1.type).filter((event) => (event.data as { memberId: number }).memberId === memberId) as EventOf<typeof WalletReminderDueV1>[];
    const [reminder] = await eventually(() => (remindersOf(owing).length > 0 ? remindersOf(owing) : undefined), 'the reminder');
    expect(reminder.data).toMatchObject({ memberId: owing, licenceId: owingLicence.id, scope: 'Texas (MD)', dueBy: day(20), threshold: 30, daysLeft: 20 });
    expect(reminder.data.owed).toEqual(expect.arrayContaining([{ requirementId: 'total', label: '48 hours every 24 months', hours: 45 }, expect.objectContaining({ requirementId: 'topic:ethics', hours: 2 })]));
    expect(reminder.data.owed.map((owed) => owed.requirementId)).not.toContain('topic:opioids');

    // A reminder recorded but not published (a crash between the two) is published by the next sweep, once.
    const key = `${owing}:${owingLicence.id}:${day(20)}:30`;
    const crashed = newEvent(WalletReminderDueV1, 'events-news-cme', owing, reminder.data);
    await reminders.updateOne({ _id: key as never }, { $set: { pendingEvents: [crashed as never], outboxPending: true }, $inc: { outboxRevision: 1 } });
    expect(await sweeps.execute(day(0))).toBe(0);
    await eventually(() => probe.events.find((event) => event.id === crashed.id), 'the reminder a crash left unpublished');
    await eventually(async () => ((await reminders.findOne({ _id: key as never }))?.outboxPending === false ? true : undefined), 'its outbox cleared');

    // Within a week of the deadline, the 7-day reminder follows, once.
    await sweeps.execute(day(15));
    await sweeps.execute(day(16));
    await eventually(() => (remindersOf(owing).length >= 2 ? true : undefined), 'the 7-day reminder');
    expect(remindersOf(owing).map((event) => [event.data.threshold, event.data.daysLeft])).toEqual([[30, 20], [30, 20], [7, 5]]);
    expect(remindersOf(compliant)).toEqual([]);
  });

  it("keeps a credit's certificate from the uploads' cleanup while the credit lasts, and refuses another member's upload", async () => {
    const member = 7106;
    const file = (memberId: number) => `/api/uploads/content/${memberId}/${randomUUID()}`;
    const certificate = file(member);
    const credit = await call('post', EventsNewsCmeRoutes.cmeWalletCredits, member).send({ ...opioidCourse, certificateUrl: certificate });
    expect(credit.status).toBe(201);
    const abandoned = file(member);
    const references = async (urls: string[]) =>
      (await request(service.url).post(EventsNewsCmeRoutes.cmeWalletCertificateReferences).set('x-service-token', TEST_SERVICE_TOKEN).send({ urls }).expect(200)).body as { referenced: string[] };
    expect(await references([certificate, abandoned])).toEqual({ referenced: [certificate] });

    const theirs = await call('post', EventsNewsCmeRoutes.cmeWalletCredits, member).send({ ...opioidCourse, certificateUrl: file(OTHER) });
    expect([theirs.status, theirs.body]).toEqual([400, { message: CmeWalletMessages.certificateUrl }]);
    const editedToTheirs = await call('put', EventsNewsCmeRoutes.cmeWalletCredit((credit.body as WalletCredit).id), member).send({ ...opioidCourse, certificateUrl: file(OTHER) });
    expect(editedToTheirs.body).toEqual({ message: CmeWalletMessages.certificateUrl });

    expect((await call('delete', EventsNewsCmeRoutes.cmeWalletCredit((credit.body as WalletCredit).id), member)).status).toBe(204);
    expect(await references([certificate])).toEqual({ referenced: [] });
  });
  it("forgets a deleted member's whole wallet (licences, removed ones too, credits and reminders), and nobody else's", async () => {
    const [leaving, staying] = [7191, 7192];
    const licence = (await call('post', EventsNewsCmeRoutes.cmeWalletLicences, leaving).send({ ...texasLicence, number: 'Q-77001' }).expect(201)).body as WalletLicence;
    await call('post', EventsNewsCmeRoutes.cmeWalletCredits, leaving).send(opioidCourse).expect(201);
    await call('post', EventsNewsCmeRoutes.cmeWalletLicences, staying).send({ ...texasLicence, number: 'Q-77002' }).expect(201);
    await call('post', EventsNewsCmeRoutes.cmeWalletCredits, staying).send(opioidCourse).expect(201);
    const removed = (await call('post', EventsNewsCmeRoutes.cmeWalletLicences, leaving).send({ ...texasLicence, state: 'CA', number: 'A-99001' }).expect(201)).body as WalletLicence;
    await call('delete', EventsNewsCmeRoutes.cmeWalletLicence(removed.id), leaving).expect(204);
    await service.database.collection('cme_wallet_reminders').insertOne({ _id: `reminder-${leaving}` as never, memberId: leaving, licenceId: licence.id, dueBy: '2027-03-31', threshold: 30, createdAt: new Date() });

    await service.publish(UserDeletedV1, leaving, { userId: leaving, deletedAt: new Date().toISOString() });
    const left = async (memberId: number) =>
      (await Promise.all(['cme_wallet_licences', 'cme_wallet_credits', 'cme_wallet_reminders'].map((name) => service.database.collection(name).countDocuments({ memberId })))).reduce((sum, count) => sum + count, 0);
    await eventually(async () => ((await left(leaving)) === 0 ? true : undefined), "the deleted member's wallet gone");
    expect((await call('get', EventsNewsCmeRoutes.cmeWallet, leaving).expect(200)).body).toMatchObject({ licences: [], credits: [] });
    const kept = (await call('get', EventsNewsCmeRoutes.cmeWallet, staying).expect(200)).body as CmeWallet;
    expect(kept.licences.map((candidate) => candidate.number)).toEqual(['Q-77002']);
    expect(kept.credits).toHaveLength(1);
  });
});
