import {
  CmeChangedV1,
  CmePublishedV1,
  EVENT_DATE_PAST_MESSAGE,
  EventChangedV1,
  EventCreatedV1,
  ListingNotYoursMessages,
  NewsChangedV1,
  EventsNewsCmeRoutes,
  NewsPublishedV1,
  ProfileUpdatedV1,
  Topics,
  type CmeOpportunity,
  type MedicalEvent,
  type NewsArticle,
} from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { PublishListingHandler } from '../src/modules/listings/commands/publish-listing/publish-listing.handler';
import type { MedicalEventListing } from '../src/modules/events/medical-event.listing';
import { MedicalEventsModule } from '../src/modules/events/medical-events.module';

const ORGANIZER = 301;
const MEMBER = 302;

const card = (id: number, name: string) => ({
  id,
  name,
  username: `member${id}`,
  specialty: 'Periodontist',
  hospital: null,
  affiliation: 'Heartland Dental',
  city: 'Austin',
  state: 'TX',
  profilePicture: null,
});

const eventForm = {
  title: 'Regional Implantology Study Club',
  description: 'Monthly case reviews on implant planning and complications.',
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
  sourceUrl: '',
  tags: ' caries, , geriatrics ,caries',
  category: 'clinical',
};

const cmeForm = {
  title: 'Guided Bone Regeneration Course',
  description: 'Hands-on lab on membranes, grafts and flap management.',
  provider: 'Texas Dental Education Institute',
  credits: 6.5,
  cost: '',
  startDate: '2099-03-06',
  endDate: '',
  location: 'Houston, TX',
  format: 'hybrid',
  url: 'https://example.org/gbr',
  topics: 'implants, surgery',
};

describe('events-news-cme: events, news and CME', () => {
  let service: ServiceUnderTest;
  const probes: EventProbe[] = [];

  beforeAll(async () => {
    service = await startServiceUnderTest('events-news-cme', AppModule.register, { SEED_SAMPLE_LISTINGS: 'true' });
    const { KAFKA_BROKERS, EVENTS_NAMESPACE } = service.config;
    for (const topic of [Topics.eventsNewsCmeEvent, Topics.eventsNewsCmeNews, Topics.eventsNewsCmeCme]) {
      probes.push(await EventProbe.start(KAFKA_BROKERS, EVENTS_NAMESPACE, topic));
    }
    await service.publish(ProfileUpdatedV1, ORGANIZER, { revision: 1, card: card(ORGANIZER, 'Dr. Ana Organizer') });
    await eventually(async () => (await service.database.collection('member_cards').countDocuments()) === 1, 'the organizer card');
  });

  afterAll(async () => {
    await Promise.all(probes.map((probe) => probe.stop()));
    await service?.stop();
  });

  function call(method: 'get' | 'post' | 'put' | 'delete', path: string, actingUserId?: number) {
    const pending = request(service.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN);
    return actingUserId === undefined ? pending : pending.set('x-acting-user-id', String(actingUserId));
  }

  const published = (type: string) => probes.flatMap((probe) => probe.ofType(type));

  /** An event whose date has passed since it was posted: posted as the form's rules allowed then. */
  const postedBefore = (organizerId: number, form: typeof eventForm) =>
    service.app
      .select(MedicalEventsModule)
      .get<PublishListingHandler<MedicalEventListing>>(PublishListingHandler, { strict: true })
      .execute({ ...form, type: 'in_person' as const }, organizerId);

  it('seeds the sample events, articles and opportunities once, without a member author', async () => {
    const events = (await call('get', EventsNewsCmeRoutes.events, MEMBER)).body as MedicalEvent[];
    const news = (await call('get', EventsNewsCmeRoutes.news, MEMBER)).body as NewsArticle[];
    const cme = (await call('get', EventsNewsCmeRoutes.cme, MEMBER)).body as CmeOpportunity[];
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(cme.length).toBeGreaterThanOrEqual(6);
    expect(events.every((event) => event.organizerId === null && event.organizer.name.length > 0)).toBe(true);
    expect(news.every((article) => article.authorId === null && article.author === article.source)).toBe(true);
    expect(new Set(news.map((article) => article.category))).toEqual(new Set(['research', 'clinical', 'education', 'policy']));
    expect(cme.some((opportunity) => opportunity.cost === 0)).toBe(true);
    expect(cme.some((opportunity) => opportunity.cost === null)).toBe(true);
    expect(new Set(cme.map((opportunity) => opportunity.format))).toEqual(new Set(['online', 'in_person', 'hybrid']));
    // Upcoming events soonest first; news newest first.
    expect(events.map((event) => event.date)).toEqual([...events.map((event) => event.date)].sort());
    expect(news.map((article) => article.publishedDate)).toEqual([...news.map((article) => article.publishedDate)].sort().reverse());
    expect(published('events-news-cme.event.created')).toHaveLength(0);
  });

  it('creates an event under the organizer card, publishes event.created and shows a rename at once', async () => {
    const created = await call('post', EventsNewsCmeRoutes.events, ORGANIZER).send({ ...eventForm, title: `  ${eventForm.title}  ` });
    expect(created.status).toBe(201);
    const event = created.body as MedicalEvent;
    expect(event).toMatchObject({
      title: eventForm.title,
      organizerId: ORGANIZER,
      organizer: { id: ORGANIZER, name: 'Dr. Ana Organizer', specialty: 'Periodontist' },
      attendees: 0,
      myMark: null,
    });
    const [fact] = await eventually(() => {
      const found = published(EventCreatedV1.type).filter((candidate) => candidate.aggregateId === String(event.id));
      return found.length ? found : undefined;
    }, 'event.created');
    expect(EventCreatedV1.schema.validateSync(fact.data, { strict: true })).toMatchObject({ eventId: event.id, organizerId: ORGANIZER, date: '2099-02-18' });

    await service.publish(ProfileUpdatedV1, ORGANIZER, { revision: 2, card: card(ORGANIZER, 'Dr. Ana Renamed') });
    await eventually(
      async () => ((await call('get', EventsNewsCmeRoutes.event(event.id), MEMBER)).body as MedicalEvent).organizer.name === 'Dr. Ana Renamed',
      'the renamed organizer',
    );
    const mine = (await call('get', `${EventsNewsCmeRoutes.events}?filter=mine`, ORGANIZER)).body as MedicalEvent[];
    expect(mine.map((item) => item.id)).toEqual([event.id]);
    expect(((await call('get', `${EventsNewsCmeRoutes.events}?filter=mine`, MEMBER)).body as MedicalEvent[])).toEqual([]);
  });

  it("answers what 'Upcoming Medical Conferences' promises: upcoming soonest first, then past events, most recent first", async () => {
    const HISTORIAN = 303;
    const dates = ['2001-03-04', '2099-06-01', '2010-05-06', '2098-01-15', '2024-12-31'];
    for (const date of dates) await postedBefore(HISTORIAN, { ...eventForm, title: `Study club of ${date}`, date });
    const mine = (await call('get', `${EventsNewsCmeRoutes.events}?filter=mine`, HISTORIAN)).body as MedicalEvent[];
    expect(mine.map((event) => event.date)).toEqual(['2098-01-15', '2099-06-01', '2024-12-31', '2010-05-06', '2001-03-04']);
    // The limit keeps the upcoming ones first.
    const two = (await call('get', `${EventsNewsCmeRoutes.events}?filter=mine&limit=2`, HISTORIAN)).body as MedicalEvent[];
    expect(two.map((event) => event.date)).toEqual(['2098-01-15', '2099-06-01']);
  });

  it('refuses an invalid event with the spec message and an unknown event with 404', async () => {
    const tooShort = await call('post', EventsNewsCmeRoutes.events, ORGANIZER).send({ ...eventForm, description: 'Too short' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual({ message: 'Description must be at least 20 characters' });
    const noType = await call('post', EventsNewsCmeRoutes.events, ORGANIZER).send({ ...eventForm, type: 'hybrid' });
    expect(noType.body).toEqual({ message: 'Event type is required' });
    const missing = await call('put', EventsNewsCmeRoutes.eventMark(999_999), MEMBER).send({ mark: 'going' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Event not found' });
    expect((await call('get', EventsNewsCmeRoutes.events)).status).toBe(401);
    expect((await request(service.url).get(EventsNewsCmeRoutes.events).set('x-acting-user-id', '1')).status).toBe(403);
  });

  it('keeps one mark per member and an exact attendee count under concurrent marks', async () => {
    const event = (await call('post', EventsNewsCmeRoutes.events, ORGANIZER).send(eventForm)).body as MedicalEvent;
    const members = Array.from({ length: 12 }, (_, index) => 400 + index);
    await Promise.all(
      members.flatMap((member) => [
        call('put', EventsNewsCmeRoutes.eventMark(event.id), member).send({ mark: 'going' }),
        call('put', EventsNewsCmeRoutes.eventMark(event.id), member).send({ mark: 'going' }),
      ]),
    );
    // Half change to interested, a quarter remove their mark, concurrently with repeats.
    await Promise.all(
      members.flatMap((member, index) =>
        index % 4 === 0
          ? [call('delete', EventsNewsCmeRoutes.eventMark(event.id), member), call('delete', EventsNewsCmeRoutes.eventMark(event.id), member)]
          : index % 2 === 1
            ? [
                call('put', EventsNewsCmeRoutes.eventMark(event.id), member).send({ mark: 'interested' }),
                call('put', EventsNewsCmeRoutes.eventMark(event.id), member).send({ mark: 'interested' }),
              ]
            : [],
      ),
    );
    const going = members.filter((_, index) => index % 4 !== 0 && index % 2 === 0);
    const seen = (await call('get', EventsNewsCmeRoutes.event(event.id), going[0])).body as MedicalEvent;
    expect(seen).toMatchObject({ attendees: going.length, myMark: 'going' });
    expect(((await call('get', EventsNewsCmeRoutes.event(event.id), 401)).body as MedicalEvent).myMark).toBe('interested');
    expect(((await call('get', EventsNewsCmeRoutes.event(event.id), 400)).body as MedicalEvent).myMark).toBeNull();
    const attending = (await call('get', `${EventsNewsCmeRoutes.events}?filter=attending`, going[0])).body as MedicalEvent[];
    expect(attending.map((item) => item.id)).toEqual([event.id]);
    expect(await service.database.collection('event_marks').countDocuments({ eventId: event.id })).toBe(members.length - members.length / 4);
  });

  it('publishes an article with cleaned tags, saves it per member and answers the member tabs', async () => {
    const created = await call('post', EventsNewsCmeRoutes.news, ORGANIZER).send(articleForm);
    expect(created.status).toBe(201);
    const article = created.body as NewsArticle;
    expect(article).toMatchObject({ tags: ['caries', 'geriatrics'], sourceUrl: null, authorId: ORGANIZER, author: 'Dr. Ana Renamed', saved: false });
    const fact = await eventually(() => published(NewsPublishedV1.type).find((event) => event.aggregateId === String(article.id)), 'news.published');
    expect(NewsPublishedV1.schema.validateSync(fact.data, { strict: true })).toMatchObject({ articleId: article.id, category: 'clinical' });

    const latest = (await call('get', `${EventsNewsCmeRoutes.newsLatest}?limit=2`, MEMBER)).body as NewsArticle[];
    expect(latest).toHaveLength(2);
    expect(latest[0].id).toBe(article.id);

    expect((await call('put', EventsNewsCmeRoutes.newsSaved(article.id), MEMBER)).body).toMatchObject({ saved: true });
    expect((await call('put', EventsNewsCmeRoutes.newsSaved(article.id), MEMBER)).body).toMatchObject({ saved: true });
    const saved = (await call('get', `${EventsNewsCmeRoutes.news}?filter=saved`, MEMBER)).body as NewsArticle[];
    expect(saved.map((item) => item.id)).toEqual([article.id]);
    expect(((await call('get', EventsNewsCmeRoutes.newsArticle(article.id), ORGANIZER)).body as NewsArticle).saved).toBe(false);
    const mine = (await call('get', `${EventsNewsCmeRoutes.news}?filter=mine`, ORGANIZER)).body as NewsArticle[];
    expect(mine.map((item) => item.id)).toEqual([article.id]);
    const research = (await call('get', `${EventsNewsCmeRoutes.news}?category=research`, MEMBER)).body as NewsArticle[];
    expect(research.every((item) => item.category === 'research')).toBe(true);
    await call('delete', EventsNewsCmeRoutes.newsSaved(article.id), MEMBER).expect(200);
    expect((await call('get', `${EventsNewsCmeRoutes.news}?filter=saved`, MEMBER)).body).toEqual([]);

    const badUrl = await call('post', EventsNewsCmeRoutes.news, ORGANIZER).send({ ...articleForm, sourceUrl: 'not a url' });
    expect(badUrl.body).toEqual({ message: 'Please enter a valid URL' });
    const shortBody = await call('post', EventsNewsCmeRoutes.news, ORGANIZER).send({ ...articleForm, body: 'Too short' });
    expect(shortBody.body).toEqual({ message: 'Article body must be at least 50 characters' });
  });

  it('adds a CME opportunity with no price, filters Free and format, and saves it per member', async () => {
    const created = await call('post', EventsNewsCmeRoutes.cme, ORGANIZER).send(cmeForm);
    expect(created.status).toBe(201);
    const opportunity = created.body as CmeOpportunity;
    expect(opportunity).toMatchObject({ cost: null, endDate: null, credits: 6.5, topics: ['implants', 'surgery'], author: 'Dr. Ana Renamed' });
    const fact = await eventually(() => published(CmePublishedV1.type).find((event) => event.aggregateId === String(opportunity.id)), 'cme.published');
    expect(CmePublishedV1.schema.validateSync(fact.data, { strict: true })).toMatchObject({ opportunityId: opportunity.id, cost: null });

    const free = (await call('get', `${EventsNewsCmeRoutes.cme}?free=true`, MEMBER)).body as CmeOpportunity[];
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((item) => item.cost === 0)).toBe(true);
    const hybrid = (await call('get', `${EventsNewsCmeRoutes.cme}?format=hybrid`, MEMBER)).body as CmeOpportunity[];
    expect(hybrid.map((item) => item.id)).toContain(opportunity.id);
    expect(hybrid.every((item) => item.format === 'hybrid')).toBe(true);
    await call('put', EventsNewsCmeRoutes.cmeSaved(opportunity.id), MEMBER).expect(200);
    const saved = (await call('get', `${EventsNewsCmeRoutes.cme}?filter=saved`, MEMBER)).body as CmeOpportunity[];
    expect(saved.map((item) => ({ id: item.id, saved: item.saved }))).toEqual([{ id: opportunity.id, saved: true }]);

    const credits = await call('post', EventsNewsCmeRoutes.cme, ORGANIZER).send({ ...cmeForm, credits: 0.1 });
    expect(credits.body).toEqual({ message: 'Credits must be at least 0.25' });
    const cost = await call('post', EventsNewsCmeRoutes.cme, ORGANIZER).send({ ...cmeForm, cost: -5 });
    expect(cost.body).toEqual({ message: 'Cost cannot be negative' });
    const provider = await call('post', EventsNewsCmeRoutes.cme, ORGANIZER).send({ ...cmeForm, provider: 'X' });
    expect(provider.body).toEqual({ message: 'Provider name is required' });
    const url = await call('post', EventsNewsCmeRoutes.cme, ORGANIZER).send({ ...cmeForm, url: '' });
    expect(url.body).toEqual({ message: 'Please enter a valid URL' });
  });


  // Events were stuck once posted, and a past date was listed as upcoming.
  it('refuses an event dated before today, and lets its organizer edit it, never another member', async () => {
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const date of ['2020-01-01', yesterday]) {
      const past = await call('post', EventsNewsCmeRoutes.events, ORGANIZER).send({ ...eventForm, date });
      expect({ status: past.status, body: past.body }).toEqual({ status: 400, body: { message: EVENT_DATE_PAST_MESSAGE } });
    }
    // Today is accepted wherever the organizer is.
    const today = new Date().toISOString().slice(0, 10);
    const event = (await call('post', EventsNewsCmeRoutes.events, ORGANIZER).send({ ...eventForm, date: today }).expect(201)).body as MedicalEvent;
    await call('put', EventsNewsCmeRoutes.eventMark(event.id), MEMBER).send({ mark: 'going' }).expect(200);

    const edit = { ...eventForm, title: 'Séance de révision — implantologie 🦷', description: 'Nouveau lieu.\n\nNew venue, same cases.', date: '2099-03-01', type: 'virtual' };
    const edited = await call('put', EventsNewsCmeRoutes.event(event.id), ORGANIZER).send(edit);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: event.id, title: edit.title, description: edit.description, date: '2099-03-01', type: 'virtual', attendees: 1, organizerId: ORGANIZER });
    expect(((await call('get', EventsNewsCmeRoutes.event(event.id), MEMBER)).body as MedicalEvent)).toMatchObject({ title: edit.title, myMark: 'going' });
    const virtual = (await call('get', `${EventsNewsCmeRoutes.events}?type=virtual`, MEMBER)).body as MedicalEvent[];
    expect(virtual.map(({ id }) => id)).toContain(event.id);

    const moved = await call('put', EventsNewsCmeRoutes.event(event.id), ORGANIZER).send({ ...edit, date: '2019-12-31' });
    expect(moved.body).toEqual({ message: EVENT_DATE_PAST_MESSAGE });
    const stranger = await call('put', EventsNewsCmeRoutes.event(event.id), MEMBER).send({ ...edit, title: 'Taken over by someone else' });
    expect({ status: stranger.status, body: stranger.body }).toEqual({ status: 403, body: { message: ListingNotYoursMessages.events } });
    expect((await call('delete', EventsNewsCmeRoutes.event(event.id), MEMBER)).status).toBe(403);
    const fact = await eventually(() => published(EventChangedV1.type).find((change) => change.aggregateId === String(event.id)), 'event.changed');
    expect(EventChangedV1.schema.validateSync(fact.data, { strict: true })).toMatchObject({ id: event.id, posterId: ORGANIZER, change: 'updated' });
  });

  it('lets the organizer delete an event: it leaves every list and tab, and answers 404 after', async () => {
    const event = (await call('post', EventsNewsCmeRoutes.events, ORGANIZER).send(eventForm).expect(201)).body as MedicalEvent;
    await call('put', EventsNewsCmeRoutes.eventMark(event.id), MEMBER).send({ mark: 'going' }).expect(200);
    await call('delete', EventsNewsCmeRoutes.event(event.id), ORGANIZER).expect(204);

    const ids = async (path: string, memberId: number) => ((await call('get', path, memberId)).body as MedicalEvent[]).map(({ id }) => id);
    expect(await ids(EventsNewsCmeRoutes.events, MEMBER)).not.toContain(event.id);
    expect(await ids(`${EventsNewsCmeRoutes.events}?filter=mine`, ORGANIZER)).not.toContain(event.id);
    expect(await ids(`${EventsNewsCmeRoutes.events}?filter=attending`, MEMBER)).not.toContain(event.id);
    expect((await call('get', EventsNewsCmeRoutes.event(event.id), MEMBER)).body).toEqual({ message: 'Event not found' });
    expect((await call('put', EventsNewsCmeRoutes.eventMark(event.id), MEMBER).send({ mark: 'interested' })).status).toBe(404);
    expect((await call('put', EventsNewsCmeRoutes.event(event.id), ORGANIZER).send(eventForm)).status).toBe(404);
    expect((await call('delete', EventsNewsCmeRoutes.event(event.id), ORGANIZER)).status).toBe(404);
    await eventually(
      () => published(EventChangedV1.type).find((change) => change.aggregateId === String(event.id) && (change.data as { change: string }).change === 'deleted'),
      'event.changed (deleted)',
    );
  });

  it("lets an article's and an opportunity's author edit and delete them, and no one else", async () => {
    const article = (await call('post', EventsNewsCmeRoutes.news, ORGANIZER).send(articleForm).expect(201)).body as NewsArticle;
    const retitled = { ...articleForm, title: 'Silver diamine fluoride: 30-month results', tags: 'caries, SDF' };
    expect((await call('put', EventsNewsCmeRoutes.newsArticle(article.id), MEMBER).send(retitled)).body).toEqual({ message: ListingNotYoursMessages.news });
    const edited = (await call('put', EventsNewsCmeRoutes.newsArticle(article.id), ORGANIZER).send(retitled).expect(200)).body as NewsArticle;
    expect(edited).toMatchObject({ id: article.id, title: retitled.title, tags: ['caries', 'SDF'], publishedDate: article.publishedDate });
    await call('delete', EventsNewsCmeRoutes.newsArticle(article.id), ORGANIZER).expect(204);
    expect((await call('get', EventsNewsCmeRoutes.newsArticle(article.id), MEMBER)).status).toBe(404);
    expect(((await call('get', `${EventsNewsCmeRoutes.news}?filter=mine`, ORGANIZER)).body as NewsArticle[]).map(({ id }) => id)).not.toContain(article.id);

    const opportunity = (await call('post', EventsNewsCmeRoutes.cme, ORGANIZER).send(cmeForm).expect(201)).body as CmeOpportunity;
    expect((await call('delete', EventsNewsCmeRoutes.cmeOpportunity(opportunity.id), MEMBER)).body).toEqual({ message: ListingNotYoursMessages.cme });
    const priced = (await call('put', EventsNewsCmeRoutes.cmeOpportunity(opportunity.id), ORGANIZER).send({ ...cmeForm, cost: '1295' }).expect(200))
      .body as CmeOpportunity;
    expect(priced).toMatchObject({ id: opportunity.id, cost: 1295, credits: 6.5 });
    const free = (await call('get', `${EventsNewsCmeRoutes.cme}?free=true`, MEMBER)).body as CmeOpportunity[];
    expect(free.map(({ id }) => id)).not.toContain(opportunity.id);
    await call('delete', EventsNewsCmeRoutes.cmeOpportunity(opportunity.id), ORGANIZER).expect(204);
    expect((await call('get', EventsNewsCmeRoutes.cmeOpportunity(opportunity.id), MEMBER)).status).toBe(404);
    await eventually(() => published(NewsChangedV1.type).length >= 2 && published(CmeChangedV1.type).length >= 2, 'news.changed and cme.changed');
  });
});
