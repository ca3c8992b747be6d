import { EventsNewsCmeRoutes, type MedicalEvent } from '@docnet/contracts';
import { REDIS, redisKeyPrefix } from '@docnet/platform';
import { eventually, keysMatching, startServiceUnderTest, TEST_SERVICE_TOKEN, unboundedCalls, watchRedis, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { RebuildListingIndexHandler } from '../src/modules/listings/commands/rebuild-listing-index/rebuild-listing-index.handler';
import { ListingIndex } from '../src/modules/listings/domain/listing-index.port';
import type { MedicalEventDocument } from '../src/modules/events/persistence/medical-event.schema';
import { MedicalEventsModule } from '../src/modules/events/medical-events.module';
import { CmeModule } from '../src/modules/cme/cme.module';
import type { ListingDocument } from '../src/modules/listings/listing-kind';
import { PublishListingHandler } from '../src/modules/listings/commands/publish-listing/publish-listing.handler';
import type { MedicalEventListing } from '../src/modules/events/medical-event.listing';

/** Posts, marks and saves, so every tab has something to show. */
const MEMBER = 501;

/** What members type: long descriptions, accents, scripts other than Latin, emoji. */
const description = `Revue de cas — implantologie guidée, 第二回 症例検討会 🦷. ${'Planning, grafting and complications in detail. '.repeat(60)}`;

const events = [
  { title: 'Séminaire d’implantologie à Montréal', date: '2099-05-02', time: '09:00', type: 'in_person' as const },
  { title: 'Virtual periodontics journal club', date: '2099-05-02', time: '08:15', type: 'virtual' as const },
  { title: 'Endodontics grand rounds (past)', date: '2020-01-10', time: '18:00', type: 'virtual' as const },
  { title: 'Pediatric sedation update (past)', date: '2021-06-01', time: '12:00', type: 'in_person' as const },
].map((event) => ({ ...event, description, location: 'Montréal, QC' }));

const opportunities = [
  { title: 'Free online caries course', cost: 0, format: 'online', startDate: '2099-04-01' },
  { title: 'Paid online occlusion course', cost: 120, format: 'online', startDate: '2099-03-01' },
  { title: 'Free hybrid sedation course', cost: 0, format: 'hybrid', startDate: '2099-02-01' },
].map((form) => ({ ...form, description, provider: 'Université de Montréal', credits: 2, endDate: '', location: '', url: 'https://example.org/cours-été', topics: 'implants' }));

/** Every list a member sees of the three kinds, as the member sees it. */
const lists = [
  `${EventsNewsCmeRoutes.events}?limit=50`,
  `${EventsNewsCmeRoutes.events}?type=virtual&limit=50`,
  `${EventsNewsCmeRoutes.events}?filter=mine&limit=50`,
  `${EventsNewsCmeRoutes.events}?filter=mine&type=virtual&limit=50`,
  `${EventsNewsCmeRoutes.events}?filter=attending&limit=50`,
  `${EventsNewsCmeRoutes.news}?limit=50`,
  `${EventsNewsCmeRoutes.news}?category=clinical&limit=50`,
  `${EventsNewsCmeRoutes.news}?filter=saved&limit=50`,
  `${EventsNewsCmeRoutes.newsLatest}?limit=2`,
  `${EventsNewsCmeRoutes.cme}?limit=50`,
  `${EventsNewsCmeRoutes.cme}?free=true&limit=50`,
  `${EventsNewsCmeRoutes.cme}?format=online&free=true&limit=50`,
  `${EventsNewsCmeRoutes.cme}?filter=mine&format=online&limit=50`,
  `${EventsNewsCmeRoutes.cme}?filter=saved&limit=50`,
];

describe('events-news-cme: the listings index (read model)', () => {
  let service: ServiceUnderTest;
  let replica: ServiceUnderTest;
  const posted: Record<string, number> = {};

  const call = (on: ServiceUnderTest, method: 'get' | 'post' | 'put', path: string, memberId: number) =>
    request(on.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(memberId));
  const everyList = async (on: ServiceUnderTest) => {
    const answers: Record<string, unknown> = {};
    for (const path of lists) {
      const answer = await call(on, 'get', path, MEMBER);
      expect(answer.status).toBe(200);
      answers[path] = answer.body;
    }
    return answers;
  };
  const forgetIndex = async () => {
    const redis = service.app.get<Redis>(REDIS);
    // Every node's keys (a Cluster spreads the kinds over its slots), one key at a time.
    const keys = await keysMatching(redis, `${redisKeyPrefix(service.config.EVENTS_NAMESPACE)}{events-news-cme:listings:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) await redis.del(key);
  };

  /**
   * Runs a write while this replica's saves to `index` fail (Redis out of its reach); the other replica and the
   * consumers' retries still reach it. Checks the write tried to list what it answered.
   */
  const withSavesLost = async <T extends { id: number }>(index: ListingIndex<ListingDocument>, write: () => Promise<T>): Promise<T> => {
    const save = jest.spyOn(index, 'save').mockRejectedValue(new Error('Redis unreachable'));
    try {
      const answer = await write();
      // (This replica's consumer may have tried too, and failed likewise.)
      expect(save.mock.calls.map(([listings]) => listings[0]._id)).toContain(answer.id);
      return answer;
    } finally {
      save.mockRestore();
    }
  };

  beforeAll(async () => {
    service = await startServiceUnderTest('events-news-cme', AppModule.register, { SEED_SAMPLE_LISTINGS: 'true' });
    replica = await startServiceUnderTest('events-news-cme', AppModule.register, { EVENTS_NAMESPACE: service.config.EVENTS_NAMESPACE, SEED_SAMPLE_LISTINGS: 'true' });
    for (const [index, event] of events.entries()) {
      const on = index % 2 ? replica : service;
      // Past events are refused now: those were posted while their dates were to come.
      posted[event.title] = event.title.endsWith('(past)')
        ? (await on.app.select(MedicalEventsModule).get<PublishListingHandler<MedicalEventListing>>(PublishListingHandler, { strict: true }).execute(event, MEMBER)).id
        : ((await call(on, 'post', EventsNewsCmeRoutes.events, MEMBER).send(event).expect(201)).body as MedicalEvent).id;
    }
    for (const opportunity of opportunities) {
      posted[opportunity.title] = ((await call(service, 'post', EventsNewsCmeRoutes.cme, MEMBER).send(opportunity).expect(201)).body as { id: number }).id;
    }
    await call(service, 'put', EventsNewsCmeRoutes.eventMark(posted[events[1].title]), MEMBER).send({ mark: 'going' }).expect(200);
    await call(replica, 'put', EventsNewsCmeRoutes.eventMark(posted[events[2].title]), MEMBER).send({ mark: 'interested' }).expect(200);
    await call(service, 'put', EventsNewsCmeRoutes.cmeSaved(posted[opportunities[0].title]), MEMBER).expect(200);
    await call(service, 'put', EventsNewsCmeRoutes.newsSaved(1), MEMBER).expect(200);
  });

  afterAll(async () => {
    await replica?.close();
    await service?.stop();
  });

  it("answers every list in the kind's order with its filters and tabs, the same from either replica", async () => {
    const answers = await everyList(service);
    expect(await everyList(replica)).toEqual(answers);
    const titles = (path: string) => (answers[path] as { title: string }[]).map((listing) => listing.title);
    // Upcoming soonest first (the same day by time), then past events, most recent first.
    const mine = titles(`${EventsNewsCmeRoutes.events}?filter=mine&limit=50`);
    expect(mine).toEqual([events[1].title, events[0].title, events[3].title, events[2].title]);
    expect(titles(`${EventsNewsCmeRoutes.events}?filter=mine&type=virtual&limit=50`)).toEqual([events[1].title, events[2].title]);
    expect(titles(`${EventsNewsCmeRoutes.events}?filter=attending&limit=50`)).toEqual([events[1].title]);
    expect(titles(`${EventsNewsCmeRoutes.cme}?format=online&free=true&limit=50`)).toContain(opportunities[0].title);
    expect(titles(`${EventsNewsCmeRoutes.cme}?format=online&free=true&limit=50`)).not.toContain(opportunities[1].title);
    expect(titles(`${EventsNewsCmeRoutes.cme}?filter=mine&format=online&limit=50`)).toEqual([opportunities[1].title, opportunities[0].title]);
    expect(titles(`${EventsNewsCmeRoutes.cme}?filter=saved&limit=50`)).toEqual([opportunities[0].title]);
    const event = (answers[`${EventsNewsCmeRoutes.events}?limit=50`] as MedicalEvent[]).find((listing) => listing.id === posted[events[1].title]);
    expect(event).toMatchObject({ description: description.trim(), attendees: 1, myMark: 'going', location: 'Montréal, QC' });
  });

  it('reads every list, whatever its filters, as one range of one set a page long, and the posters\' cards one key each', async () => {
    const redis = service.app.get<Redis>(REDIS);
    const prefix = redisKeyPrefix(service.config.EVENTS_NAMESPACE);
    for (const path of lists) {
      const read = await watchRedis(redis, prefix, () => call(replica, 'get', path, MEMBER).expect(200));
      // No intersection or union of tag sets on the request (ZINTERSTORE), no whole set: each range a page at most.
      expect({ path, unbounded: unboundedCalls(read, 50) }).toEqual({ path, unbounded: [] });
      // The sets the list ranged over (the service's own repair saves may write others meanwhile).
      const sets = new Set(read.calls.filter(([command]) => command.includes('range')).map(([, key]) => key));
      expect({ path, sets: sets.size }).toEqual({ path, sets: path.includes('filter=attending') || path.includes('filter=saved') ? 0 : 1 });
      // A poster's card is that member's own key (their slot), never a hash of every card.
      const cards = [...read.keys.keys()].filter((key) => key.includes(':card:'));
      expect({ path, cards: cards.filter((key) => !/\{member:\d+\}:card:[\w-]+$/.test(key)) }).toEqual({ path, cards: [] });
    }
  });

  it('rebuilds itself when Redis has lost it, and on demand, to what the writes had made', async () => {
    const incremental = await everyList(service);
    await forgetIndex();
    expect(await everyList(replica)).toEqual(incremental);
    await forgetIndex();
    expect(await service.app.select(MedicalEventsModule).get(RebuildListingIndexHandler, { strict: true }).execute()).toBe(events.length + 4);
    expect(await everyList(service)).toEqual(incremental);
  });

  it('never takes an older copy of a listing over a newer one', async () => {
    const id = posted[events[0].title];
    await call(service, 'put', EventsNewsCmeRoutes.eventMark(id), 503).send({ mark: 'going' }).expect(200);
    const stored = await service.database.collection<MedicalEventDocument>('events').findOne({ _id: id });
    expect(stored).toMatchObject({ attendees: 1, revision: 2 });
    // A copy read before the mark, written late (a slow request, a rebuild's batch): the index keeps the newer one.
    const index = service.app.select(MedicalEventsModule).get<ListingIndex<MedicalEventDocument>>(ListingIndex, { strict: true });
    await index.save([{ ...stored!, attendees: 0, revision: 1 }]);
    expect(((await call(replica, 'get', EventsNewsCmeRoutes.event(id), MEMBER)).body as MedicalEvent).attendees).toBe(1);
  });

  it('lists a posted event and its attendee count whose saves to the index were lost, once their facts are consumed', async () => {
    const index = service.app.select(MedicalEventsModule).get<ListingIndex<MedicalEventDocument>>(ListingIndex, { strict: true });
    const lostSaves = <T extends { id: number }>(write: () => Promise<T>) => withSavesLost(index, write);
    const mine = async (on: ServiceUnderTest) =>
      ((await call(on, 'get', `${EventsNewsCmeRoutes.events}?filter=mine&limit=50`, MEMBER).expect(200)).body as MedicalEvent[]).find((event) =>
        event.title.startsWith('Symposium'),
      );

    const form = { ...events[0], title: 'Symposium d’orthodontie — 第三回 🦷', date: '2099-06-01' };
    const posted = await lostSaves(async () => (await call(service, 'post', EventsNewsCmeRoutes.events, MEMBER).send(form).expect(201)).body as MedicalEvent);
    expect(posted).toMatchObject({ title: form.title, attendees: 0, myMark: null });
    expect(await eventually(() => mine(replica), 'the posted event listed from its fact')).toEqual(posted);

    const marked = await lostSaves(async () => (await call(service, 'put', EventsNewsCmeRoutes.eventMark(posted.id), 504).send({ mark: 'going' }).expect(200)).body as MedicalEvent);
    expect(marked).toMatchObject({ id: posted.id, attendees: 1, myMark: 'going' });
    await eventually(async () => (await mine(replica))?.attendees === 1, 'the attendee count listed from its fact');
    expect(await mine(service)).toEqual({ ...posted, attendees: 1 });
  });

  it('lists a posted CME opportunity whose save to the index was lost, once its fact is consumed', async () => {
    const index = service.app.select(CmeModule).get<ListingIndex<ListingDocument>>(ListingIndex, { strict: true });
    const form = { ...opportunities[1], title: 'Cours d’occlusion en ligne — 第四回' };
    const posted = await withSavesLost(index, async () => (await call(service, 'post', EventsNewsCmeRoutes.cme, MEMBER).send(form).expect(201)).body as { id: number; title: string });
    expect(posted.title).toBe(form.title);
    await eventually(
      async () => ((await call(replica, 'get', `${EventsNewsCmeRoutes.cme}?filter=mine&limit=50`, MEMBER).expect(200)).body as { id: number }[]).some(({ id }) => id === posted.id),
      'the opportunity listed from its fact',
    );
  });
});
