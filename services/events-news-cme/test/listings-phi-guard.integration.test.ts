import {
  EventsNewsCmeRoutes,
  PhiGuardMessages,
  ProfileUpdatedV1,
  Topics,
  type CmeOpportunity,
  type MedicalEvent,
  type NewsArticle,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { PHI_CONFIRMATIONS_COLLECTION } from '@docnet/platform';
import {
  caseStudyFindings,
  CLINICAL_TEXT,
  EventProbe,
  eventually,
  PHI_CASE_STUDY,
  startServiceUnderTest,
  TEST_SERVICE_TOKEN,
  type ServiceUnderTest,
} from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

const POSTER = 311;
const REASON = 'A teaching case with invented numbers, not a patient.';

const eventForm = {
  title: 'Implant complications study club',
  description: CLINICAL_TEXT,
  date: '2099-02-18',
  time: '18:30',
  // A venue's address is what the location is for: it is not read.
  location: '1200 Main Street, Austin, TX 78701',
  type: 'in_person',
};

const articleForm = {
  title: 'Silver diamine fluoride in older adults',
  summary: 'A trial of twice-yearly SDF in long-term care residents.',
  body: CLINICAL_TEXT,
  source: 'Journal of the American Dental Association',
  tags: 'caries, MRN 12345678',
  category: 'clinical',
};

const cmeForm = {
  title: 'Guided Bone Regeneration Course',
  description: PHI_CASE_STUDY,
  provider: 'Texas Dental Education Institute',
  credits: 6.5,
  startDate: '2099-03-06',
  format: 'online',
  url: 'https://example.org/gbr',
  topics: 'implants, surgery',
};

describe('events-news-cme: the PHI guard on members’ events, news and CME', () => {
  let service: ServiceUnderTest;
  const probes: EventProbe[] = [];

  beforeAll(async () => {
    service = await startServiceUnderTest('events-news-cme', AppModule.register);
    const { KAFKA_BROKERS, EVENTS_NAMESPACE } = service.config;
    for (const topic of [Topics.eventsNewsCmeEvent, Topics.eventsNewsCmeNews, Topics.eventsNewsCmeCme]) {
      probes.push(await EventProbe.start(KAFKA_BROKERS, EVENTS_NAMESPACE, topic));
    }
    const card = { id: POSTER, name: 'Dr. Poster', username: 'poster', specialty: null, hospital: null, affiliation: null, city: null, state: null, profilePicture: null };
    await service.publish(ProfileUpdatedV1, POSTER, { revision: 1, card });
    await eventually(async () => (await service.database.collection('member_cards').countDocuments()) === 1, 'the poster card');
  });

  afterAll(async () => {
    await Promise.all(probes.map((probe) => probe.stop()));
    await service?.stop();
  });

  const post = (path: string, body: object) =>
    request(service.url).post(path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(POSTER)).send(body);
  const stored = () =>
    Promise.all(['events', 'news_articles', 'cme_opportunities'].map((collection) => service.database.collection(collection).countDocuments()));
  const audits = () => service.database.collection(PHI_CONFIRMATIONS_COLLECTION).find({}, { projection: { _id: 0 } }).toArray();
  const published = () => probes.flatMap((probe) => probe.events).map((event) => event.type);

  it('refuses a listing whose text may identify a patient (422, nothing stored or published) and takes clinical text and a venue', async () => {
    const before = await stored();
    const event = await post(EventsNewsCmeRoutes.events, { ...eventForm, title: 'Review of Mr. Jones', description: PHI_CASE_STUDY }).expect(422);
    expect(event.body).toEqual({
      message: PhiGuardMessages.refused,
      findings: [{ field: 'title', kind: 'patient-name', excerpt: 'Mr. Jones', start: 10, end: 19 }, ...caseStudyFindings('description')],
      confirmationToken: expect.any(String),
    });
    const article = await post(EventsNewsCmeRoutes.news, articleForm).expect(422);
    expect(article.body).toEqual({
      message: PhiGuardMessages.refused,
      findings: [{ field: 'tags.1', kind: 'medical-record-number', excerpt: '12345678', start: 4, end: 12 }],
      confirmationToken: expect.any(String),
    });
    await post(EventsNewsCmeRoutes.cme, cmeForm).expect(422);
    expect(await stored()).toEqual(before);
    expect(await audits()).toEqual([]);

    const created = (await post(EventsNewsCmeRoutes.events, eventForm).expect(201)).body as MedicalEvent;
    expect(created.location).toBe(eventForm.location);
    await eventually(() => published().includes('events-news-cme.event.created'), 'the clean event published');
    expect(published()).toEqual(['events-news-cme.event.created']);
  });

  it('posts a confirmed listing, keeps the confirmation apart (audit record without excerpts) and refuses a short reason', async () => {
    const tokenOf = async (path: string, form: object) => ((await post(path, form).expect(422)).body as PhiRefusalBody).confirmationToken;
    const cmeToken = await tokenOf(EventsNewsCmeRoutes.cme, cmeForm);
    const short = await post(EventsNewsCmeRoutes.cme, { ...cmeForm, phiConfirmation: { reason: 'fine', token: cmeToken } }).expect(400);
    expect(short.body).toEqual({ message: PhiGuardMessages.reasonTooShort });

    const cme = (await post(EventsNewsCmeRoutes.cme, { ...cmeForm, phiConfirmation: { reason: REASON, token: cmeToken } }).expect(201)).body as CmeOpportunity;
    const newsToken = await tokenOf(EventsNewsCmeRoutes.news, articleForm);
    const news = (await post(EventsNewsCmeRoutes.news, { ...articleForm, phiConfirmation: { reason: REASON, token: newsToken } }).expect(201)).body as NewsArticle;
    expect(cme).not.toHaveProperty('phiConfirmation');
    expect(await service.database.collection('cme_opportunities').findOne({ _id: cme.id } as object)).not.toHaveProperty('phiConfirmation');
    expect(news.tags).toEqual(['caries', 'MRN 12345678']);

    const record = (targetType: string, targetId: number, route: string, findings: object[]) => ({
      memberId: POSTER,
      at: expect.any(Date),
      route,
      targetType,
      targetId: String(targetId),
      findings,
      reason: REASON,
      correlationId: expect.any(String),
    });
    expect(await audits()).toEqual([
      record('cme', cme.id, `POST ${EventsNewsCmeRoutes.cme}`, caseStudyFindings('description').map(({ field, kind, start, end }) => ({ field, kind, start, end }))),
      record('news', news.id, `POST ${EventsNewsCmeRoutes.news}`, [{ field: 'tags.1', kind: 'medical-record-number', start: 4, end: 12 }]),
    ]);
    expect(JSON.stringify(await audits())).not.toContain('12345678');
  });
});
