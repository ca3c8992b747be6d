import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiRoutes, CmeWalletMessages, EventsNewsCmeRoutes, EVENT_DATE_PAST_MESSAGE, ListingNotYoursMessages, type CertificatePrefill, type CmeOpportunity, type ContentUploadResponse, type MedicalEvent, type NewsArticle, type NotificationList, type User, type WalletCredit, type WalletLicence } from '@docnet/contracts';
import { stripPdf } from '../../bff/src/common/document-metadata';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { browserSession, downloadBytes, verifiedRegistration } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

type Agent = ReturnType<typeof browserSession>;
interface Member {
  agent: Agent;
  id: number;
  input: Record<string, unknown>;
}

/** A registered, signed-in member whose card has reached the events-news-cme service. */
async function newMember(): Promise<Member> {
  const agent = browserSession(baseUrl);
  const input = await verifiedRegistration(baseUrl);
  const registered = await agent.post(ApiRoutes.authRegister).send(input).expect(201);
  return { agent, id: (registered.body as User).id, input };
}

const eventForm = {
  title: 'Regional Implantology Study Club',
  description: 'Monthly case reviews on implant planning, complications and maintenance.',
  date: '2099-02-18',
  time: '18:30',
  location: 'Austin, TX',
  type: 'in_person',
};

const articleForm = {
  title: 'Silver diamine fluoride in older adults',
  summary: 'A trial of twice-yearly SDF in long-term care residents.',
  body: 'Root caries lesions treated with SDF twice a year were arrested in most residents over thirty months.',
  source: 'Journal of the American Dental Association',
  sourceUrl: 'https://jada.ada.org/',
  tags: 'caries, geriatrics, ',
  category: 'clinical',
};

const cmeForm = {
  title: 'Guided Bone Regeneration Course',
  description: 'Hands-on lab on membranes, grafts and flap management.',
  provider: 'Texas Dental Education Institute',
  credits: 1.25,
  cost: 199.5,
  startDate: '2099-03-06',
  endDate: '2099-03-07',
  location: 'Houston, TX',
  format: 'in_person',
  url: 'https://example.org/gbr',
  topics: 'implants, surgery',
};

describe('events, news and CME through the BFF', () => {
  let poster: Member;
  let reader: Member;

  beforeAll(async () => {
    [poster, reader] = await Promise.all([newMember(), newMember()]);
  });

  it('answers the sample events, articles and opportunities, and the home feed calls', async () => {
    const events = (await reader.agent.get(ApiRoutes.events).expect(200)).body as MedicalEvent[];
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events[0]).toMatchObject({ organizerId: null, attendees: expect.any(Number) as number, myMark: null });
    const latest = (await reader.agent.get(`${ApiRoutes.newsLatest}?limit=2`).expect(200)).body as NewsArticle[];
    expect(latest).toHaveLength(2);
    expect(latest[0].publishedDate >= latest[1].publishedDate).toBe(true);
    const news = (await reader.agent.get(ApiRoutes.news).expect(200)).body as NewsArticle[];
    expect(news.some((article) => article.source === 'Journal of the American Dental Association')).toBe(true);
    const cme = (await reader.agent.get(ApiRoutes.cme).expect(200)).body as CmeOpportunity[];
    expect(cme.some((opportunity) => opportunity.cost === null)).toBe(true);
    const free = (await reader.agent.get(`${ApiRoutes.cme}?free=true`).expect(200)).body as CmeOpportunity[];
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((opportunity) => opportunity.cost === 0)).toBe(true);
  });

  it('answers 401 to a signed-out visitor on every route', async () => {
    for (const path of [ApiRoutes.events, ApiRoutes.news, ApiRoutes.newsLatest, ApiRoutes.cme]) {
      const answer = await request(baseUrl).get(path);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Not signed in' });
    }
    expect((await request(baseUrl).post(ApiRoutes.events).send(eventForm)).status).toBe(401);
  });

  it('documents every route in /api/docs', async () => {
    const document = (await request(baseUrl).get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        ApiRoutes.events,
        ApiRoutes.eventById('{id}'),
        ApiRoutes.eventMark('{id}'),
        ApiRoutes.news,
        ApiRoutes.newsLatest,
        ApiRoutes.newsById('{id}'),
        ApiRoutes.newsSaved('{id}'),
        ApiRoutes.cme,
        ApiRoutes.cmeById('{id}'),
        ApiRoutes.cmeSaved('{id}'),
      ]),
    );
  });

  it("refuses invalid forms with the spec's messages", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [ApiRoutes.events, { ...eventForm, title: 'Club' }, 'Title must be at least 5 characters'],
      [ApiRoutes.events, { ...eventForm, date: '' }, 'Date is required'],
      [ApiRoutes.events, { ...eventForm, date: '2021-06-01' }, EVENT_DATE_PAST_MESSAGE],
      [ApiRoutes.events, { ...eventForm, time: '' }, 'Time is required'],
      [ApiRoutes.events, { ...eventForm, location: 'TX' }, 'Location is required'],
      [ApiRoutes.news, { ...articleForm, summary: 'Too short' }, 'Summary must be at least 20 characters'],
      [ApiRoutes.news, { ...articleForm, source: 'J' }, 'Source is required'],
      [ApiRoutes.news, { ...articleForm, category: 'gossip' }, 'Category is required'],
      [ApiRoutes.cme, { ...cmeForm, credits: 0 }, 'Credits must be at least 0.25'],
      [ApiRoutes.cme, { ...cmeForm, cost: -1 }, 'Cost cannot be negative'],
      [ApiRoutes.cme, { ...cmeForm, startDate: '' }, 'Start date is required'],
      [ApiRoutes.cme, { ...cmeForm, format: 'podcast' }, 'Format is required'],
      [ApiRoutes.cme, { ...cmeForm, url: 'ftp://example.org' }, 'Please enter a valid URL'],
    ];
    for (const [path, body, message] of cases) {
      const answer = await poster.agent.post(path).send(body);
      expect({ path, status: answer.status, body: answer.body as unknown }).toEqual({ path, status: 400, body: { message } });
    }
  });

  it('creates each kind, keeps marks and saves across reads and answers the member tabs', async () => {
    const event = (await poster.agent.post(ApiRoutes.events).send(eventForm).expect(201)).body as MedicalEvent;
    const article = (await poster.agent.post(ApiRoutes.news).send(articleForm).expect(201)).body as NewsArticle;
    const opportunity = (await poster.agent.post(ApiRoutes.cme).send({ ...cmeForm, cost: '' }).expect(201)).body as CmeOpportunity;
    expect(article.tags).toEqual(['caries', 'geriatrics']);
    expect(opportunity.cost).toBeNull();

    await reader.agent.put(ApiRoutes.eventMark(event.id)).send({ mark: 'interested' }).expect(200);
    const going = (await reader.agent.put(ApiRoutes.eventMark(event.id)).send({ mark: 'going' }).expect(200)).body as MedicalEvent;
    expect(going).toMatchObject({ myMark: 'going', attendees: 1 });
    await reader.agent.put(ApiRoutes.newsSaved(article.id)).expect(200);
    await reader.agent.put(ApiRoutes.cmeSaved(opportunity.id)).expect(200);

    // A fresh read (a reload) shows the marks, and the member tabs list the items.
    expect(((await reader.agent.get(ApiRoutes.eventById(event.id)).expect(200)).body as MedicalEvent).myMark).toBe('going');
    const ids = (items: { id: number }[]) => items.map((item) => item.id);
    expect(ids((await reader.agent.get(`${ApiRoutes.events}?filter=attending`)).body as MedicalEvent[])).toEqual([event.id]);
    expect(ids((await poster.agent.get(`${ApiRoutes.events}?filter=mine`)).body as MedicalEvent[])).toEqual([event.id]);
    expect(ids((await poster.agent.get(`${ApiRoutes.news}?filter=mine`)).body as NewsArticle[])).toEqual([article.id]);
    expect(ids((await reader.agent.get(`${ApiRoutes.news}?filter=saved`)).body as NewsArticle[])).toEqual([article.id]);
    expect(ids((await poster.agent.get(`${ApiRoutes.cme}?filter=mine`)).body as CmeOpportunity[])).toEqual([opportunity.id]);
    expect(ids((await reader.agent.get(`${ApiRoutes.cme}?filter=saved`)).body as CmeOpportunity[])).toEqual([opportunity.id]);
    expect((await poster.agent.get(`${ApiRoutes.news}?filter=saved`)).body).toEqual([]);
    expect(((await poster.agent.get(ApiRoutes.eventById(event.id))).body as MedicalEvent).myMark).toBeNull();

    await reader.agent.delete(ApiRoutes.newsSaved(article.id)).expect(200);
    expect((await reader.agent.get(`${ApiRoutes.news}?filter=saved`)).body).toEqual([]);
    expect((await reader.agent.get(ApiRoutes.eventById(999_999))).body).toEqual({ message: 'Event not found' });

    // A rename shows on the member's items.
    await poster.agent
      .patch(ApiRoutes.profileUpdate)
      .send({ name: 'Dr. Renamed Poster', email: poster.input.email, phoneNumber: poster.input.phoneNumber })
      .expect(200);
    await eventually(
      async () => ((await reader.agent.get(ApiRoutes.eventById(event.id))).body as MedicalEvent).organizer.name === 'Dr. Renamed Poster',
      'the renamed organizer',
    );
    expect(((await reader.agent.get(ApiRoutes.newsById(article.id))).body as NewsArticle).author).toBe('Dr. Renamed Poster');
  });

  it('keeps the attendee count exact under concurrent going and not-going', async () => {
    const event = (await poster.agent.post(ApiRoutes.events).send({ ...eventForm, type: 'virtual', location: 'Online' }).expect(201))
      .body as MedicalEvent;
    const members = [poster, reader, ...(await Promise.all([newMember(), newMember(), newMember(), newMember()]))];
    await Promise.all(members.map((member) => member.agent.put(ApiRoutes.eventMark(event.id)).send({ mark: 'going' }).expect(200)));
    // The first two leave while the others repeat their going; the third switches to interested.
    await Promise.all(
      members.flatMap((member, index) => {
        if (index < 2) return [member.agent.delete(ApiRoutes.eventMark(event.id)), member.agent.delete(ApiRoutes.eventMark(event.id))];
        if (index === 2) return [member.agent.put(ApiRoutes.eventMark(event.id)).send({ mark: 'interested' })];
        return [member.agent.put(ApiRoutes.eventMark(event.id)).send({ mark: 'going' })];
      }),
    );
    const seen = (await reader.agent.get(ApiRoutes.eventById(event.id)).expect(200)).body as MedicalEvent;
    expect(seen.attendees).toBe(members.length - 3);
    const virtual = (await reader.agent.get(`${ApiRoutes.events}?type=virtual`)).body as MedicalEvent[];
    expect(virtual.every((item) => item.type === 'virtual')).toBe(true);
    expect(virtual.map((item) => item.id)).toContain(event.id);
  });

  it('lets the poster edit and delete an event, an article and an opportunity, and refuses everyone else', async () => {
    const event = (await poster.agent.post(ApiRoutes.events).send(eventForm).expect(201)).body as MedicalEvent;
    const moved = { ...eventForm, location: 'San José, CA', description: 'Moved to San José.\n\nSame cases, new room.' };
    expect((await reader.agent.put(ApiRoutes.eventById(event.id)).send(moved)).body).toEqual({ message: ListingNotYoursMessages.events });
    expect((await poster.agent.put(ApiRoutes.eventById(event.id)).send({ ...moved, date: '2020-02-02' })).body).toEqual({ message: EVENT_DATE_PAST_MESSAGE });
    const edited = (await poster.agent.put(ApiRoutes.eventById(event.id)).send(moved).expect(200)).body as MedicalEvent;
    expect(edited).toMatchObject({ id: event.id, location: 'San José, CA', description: moved.description });
    expect((await reader.agent.delete(ApiRoutes.eventById(event.id))).status).toBe(403);
    await poster.agent.delete(ApiRoutes.eventById(event.id)).expect(204);
    expect((await reader.agent.get(ApiRoutes.eventById(event.id))).status).toBe(404);
    const listed = (await reader.agent.get(ApiRoutes.events).expect(200)).body as MedicalEvent[];
    expect(listed.map(({ id }) => id)).not.toContain(event.id);

    const article = (await poster.agent.post(ApiRoutes.news).send(articleForm).expect(201)).body as NewsArticle;
    await poster.agent.put(ApiRoutes.newsById(article.id)).send({ ...articleForm, title: 'SDF in older adults: 30 months' }).expect(200);
    await poster.agent.delete(ApiRoutes.newsById(article.id)).expect(204);
    expect((await reader.agent.get(ApiRoutes.newsById(article.id))).status).toBe(404);

    const opportunity = (await poster.agent.post(ApiRoutes.cme).send(cmeForm).expect(201)).body as CmeOpportunity;
    expect((await reader.agent.delete(ApiRoutes.cmeById(opportunity.id))).body).toEqual({ message: ListingNotYoursMessages.cme });
    const priced = (await poster.agent.put(ApiRoutes.cmeById(opportunity.id)).send({ ...cmeForm, cost: 1295 }).expect(200)).body as CmeOpportunity;
    expect(priced.cost).toBe(1295);
    await poster.agent.delete(ApiRoutes.cmeById(opportunity.id)).expect(204);
  });

  it("downloads the audit transcript of a member's own licence as a PDF whose text names them, the activities and the totals, and no one else's", async () => {
    const agent = browserSession(baseUrl);
    const name = "Dr. Zoë Ñúñez-O'Brien Đặng";
    await agent.post(ApiRoutes.authRegister).send(await verifiedRegistration(baseUrl, { name })).expect(201);
    const licence = (
      await agent
        .post(ApiRoutes.cmeWalletLicences)
        .send({ state: 'TX', profession: 'MD', number: 'Q-48213', issueDate: '2015-04-01', expiryDate: '2027-03-31', directPatientCare: true, specialty: 'internal_medicine' })
        .expect(201)
    ).body as WalletLicence;
    const title = "Safer opioid prescribing: O'Connor & Ñúñez's case-free review of tapering, naloxone co-prescribing and the Texas rules";
    await agent
      .post(ApiRoutes.cmeWalletCredits)
      .send({ title, provider: 'Texas Medical Association', accreditor: 'ACCME', creditType: 'ama_pra_1', amount: 3, completedOn: '2026-03-14', format: 'live_online', topics: ['opioid_prescribing'] })
      .expect(201);

    const download = await downloadBytes(agent, ApiRoutes.cmeWalletTranscript(licence.id)).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="CME transcript TX MD 2025-04-01 to 2027-03-31.pdf"; filename*=UTF-8''CME%20transcript%20TX%20MD%202025-04-01%20to%202027-03-31.pdf`);
    const file = download.body as Buffer;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await stripPdf(file, 100_000);
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain(`Name: ${name}`);
    expect(words).toContain('Licence: Texas, Physician (MD), licence Q-48213');
    expect(words).toContain("Safer opioid prescribing: O'Connor & Ñúñez's");
    expect(words).toContain('Recorded in this cycle: 3 h in 1 activity');
    expect(words).toContain('Counted toward the total: 3 h of 48 h required');
    expect(words).toContain('Medical ethics');

    // Another member's licence id is not found; a signed-out visitor is asked to sign in.
    const other = await newMember();
    expect((await other.agent.get(ApiRoutes.cmeWalletTranscript(licence.id)).expect(404)).body).toEqual({ message: CmeWalletMessages.licenceNotFound });
    expect((await request(baseUrl).get(ApiRoutes.cmeWalletTranscript(licence.id)).expect(401)).body).toEqual({ message: 'Not signed in' });
  });

  it('prefills a credit from an uploaded PDF certificate for the member to confirm, keeps it attached, and reads nothing of a photo or of another member\'s file', async () => {
    const member = await newMember();
    const certificate = readFileSync(join(__dirname, '../../bff/test/fixtures/real-world/cme-certificate-chromium.pdf'));
    const uploaded = (await member.agent.post(ApiRoutes.uploadsContent).attach('file', certificate, 'Certificat — Ñúñez.pdf').expect(201)).body as ContentUploadResponse;
    const prefill = (await member.agent.post(ApiRoutes.cmeWalletCertificatePrefill).send({ certificateUrl: uploaded.attachmentUrl }).expect(200)).body as CertificatePrefill;
    expect(prefill).toEqual({
      certificateUrl: uploaded.attachmentUrl,
      fileName: 'Certificat — Ñúñez.pdf',
      textRead: true,
      fields: { title: 'Safer Opioid Prescribing: Tapering, Naloxone and the Texas Rules', provider: 'Texas Medical Association', accreditor: 'ACCME', creditType: 'ama_pra_1', amount: 3, completedOn: '2026-03-14' },
    });
    // The member confirms (here: as prefilled, with the format they took it in) and the credit keeps its certificate.
    const { fields } = prefill;
    const saved = (await member.agent.post(ApiRoutes.cmeWalletCredits).send({ ...fields, format: 'live_online', certificateUrl: prefill.certificateUrl }).expect(201)).body as WalletCredit;
    expect(saved).toMatchObject({ title: fields.title, amount: 3, completedOn: '2026-03-14', certificateUrl: uploaded.attachmentUrl });
    await member.agent.get(saved.certificateUrl ?? '').expect(200);

    const photo = (await member.agent.post(ApiRoutes.uploadsContent).attach('file', readFileSync(join(__dirname, '../../bff/test/fixtures/real-world/photo-exif-gps.jpg')), 'certificate photo.jpg').expect(201)).body as ContentUploadResponse;
    const fromPhoto = (await member.agent.post(ApiRoutes.cmeWalletCertificatePrefill).send({ certificateUrl: photo.attachmentUrl }).expect(200)).body as CertificatePrefill;
    expect(fromPhoto).toMatchObject({ textRead: false, fields: { title: null, provider: null, accreditor: null, creditType: null, amount: null, completedOn: null } });

    const other = await newMember();
    expect((await other.agent.post(ApiRoutes.cmeWalletCertificatePrefill).send({ certificateUrl: uploaded.attachmentUrl }).expect(404)).body).toEqual({ message: CmeWalletMessages.certificateNotFound });
    expect((await other.agent.post(ApiRoutes.cmeWalletCredits).send({ ...fields, format: 'live_online', certificateUrl: uploaded.attachmentUrl }).expect(400)).body).toEqual({ message: CmeWalletMessages.certificateUrl });
    expect((await member.agent.post(ApiRoutes.cmeWalletCertificatePrefill).send({ certificateUrl: 'https://example.org/certificate.pdf' }).expect(400)).body).toEqual({ message: CmeWalletMessages.certificateUrl });
  });

  it('reminds a member in the bell of what a licence still owes when its cycle ends within 30 days, once however often the sweep runs', async () => {
    const member = await newMember();
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await member.agent
      .post(ApiRoutes.cmeWalletLicences)
      .send({ state: 'FL', profession: 'MD', number: 'ME 120934', issueDate: '2016-02-01', expiryDate: inDays(20), directPatientCare: true, specialty: 'family_medicine' })
      .expect(201);
    const sweep = async () =>
      ((await request(stack.processes['events-news-cme'].url).post(EventsNewsCmeRoutes.cmeWalletRemindersRun).set('x-service-token', stack.serviceToken).expect(200)).body as { remindersSent: number }).remindersSent;
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const reminder = await eventually(async () => {
      const list = (await member.agent.get(ApiRoutes.notifications).expect(200)).body as NotificationList;
      return list.notifications.find((notification) => notification.type === 'cmeReminder');
    }, 'the CME reminder in the bell');
    expect(reminder.text).toMatch(/^CME reminder: Florida \(MD\), due \d{1,2} \w{3} \d{4} \(20 days left\): /);
    expect(reminder.text).toContain('40 h toward 40 hours every 24 months');
    expect(reminder.text).toContain('2 h Prevention of medical errors');
    expect(reminder.link).toBe('/resources/cme-wallet');
    // Run again (another instance, a restart): nothing new for this member.
    await sweep();
    const list = (await member.agent.get(ApiRoutes.notifications).expect(200)).body as NotificationList;
    expect(list.notifications.filter((notification) => notification.type === 'cmeReminder')).toHaveLength(1);
  });
});
