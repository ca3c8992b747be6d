import { EventsNewsCmeRoutes } from '@docnet/contracts';
import type { Type } from '@nestjs/common';
import { startServiceUnderTest, TEST_SERVICE_TOKEN, uniqueNamespace, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { CmeModule } from '../src/modules/cme/cme.module';
import { opportunityListing } from '../src/modules/cme/opportunity.listing';
import { medicalEventListing } from '../src/modules/events/medical-event.listing';
import { MedicalEventsModule } from '../src/modules/events/medical-events.module';
import type { ListingKind, ListingTypes } from '../src/modules/listings/listing-kind';
import { SampleListingsSeeder } from '../src/modules/listings/seeding/sample-listings.seeder';
import { articleListing } from '../src/modules/news/article.listing';
import { NewsModule } from '../src/modules/news/news.module';

const MEMBER = 302;
const SEED_SAMPLES = { SEED_SAMPLE_LISTINGS: 'true' };

const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** What the test reads of a kind: its route, its collection, its samples' ids and the module that seeds them. */
function kind<T extends ListingTypes>(route: string, listing: ListingKind<T>, module: Type) {
  return { route, module, collection: listing.model.collection, sampleIds: () => byId(listing.samples(new Date()).map((sample) => sample._id)) };
}

const kinds = [
  kind(EventsNewsCmeRoutes.events, medicalEventListing, MedicalEventsModule),
  kind(EventsNewsCmeRoutes.news, articleListing, NewsModule),
  kind(EventsNewsCmeRoutes.cme, opportunityListing, CmeModule),
];

// Instances of one namespace share the database, as a restarted or second instance of the service does.
describe('events-news-cme: sample listings only where SEED_SAMPLE_LISTINGS asks for them', () => {
  const namespace = uniqueNamespace();
  const started: ServiceUnderTest[] = [];

  async function start(overrides: Record<string, string> = {}): Promise<ServiceUnderTest> {
    const service = await startServiceUnderTest('events-news-cme', AppModule.register, { EVENTS_NAMESPACE: namespace, ...overrides });
    started.push(service);
    return service;
  }

  afterAll(async () => {
    for (const service of started) await service.close();
    await started.at(-1)?.stop();
  });

  /** The ids each kind's list answers the member, by kind. */
  async function listedIds(service: ServiceUnderTest): Promise<number[][]> {
    return Promise.all(
      kinds.map(async ({ route }) => {
        const answer = await request(service.url).get(route).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(MEMBER));
        expect({ route, status: answer.status }).toEqual({ route, status: 200 });
        return byId((answer.body as { id: number }[]).map((item) => item.id));
      }),
    );
  }

  async function storedCounts(service: ServiceUnderTest): Promise<number[]> {
    return Promise.all(kinds.map(({ collection }) => service.database.collection(collection).countDocuments()));
  }

  it('seeds nothing without the setting: a production network lists only what its members post', async () => {
    const production = await start();
    expect(await listedIds(production)).toEqual([[], [], []]);
    expect(await storedCounts(production)).toEqual([0, 0, 0]);
    await production.close();
  });

  it("seeds every kind's samples with the setting, and a restart seeds them no second time", async () => {
    const samples = kinds.map(({ sampleIds }) => sampleIds());
    const demo = await start(SEED_SAMPLES);
    expect(await listedIds(demo)).toEqual(samples);
    await demo.close();

    const restarted = await start(SEED_SAMPLES);
    expect(await listedIds(restarted)).toEqual(samples);
    expect(await storedCounts(restarted)).toEqual(samples.map((ids) => ids.length));
  });

  it('inserts each sample once when instances start together on empty collections', async () => {
    const service = started.at(-1)!;
    for (const { collection } of kinds) await service.database.collection(collection).deleteMany({});
    await Promise.all(
      kinds.flatMap(({ module }) => {
        const seeder = service.app.select(module).get(SampleListingsSeeder, { strict: true });
        return [seeder.onApplicationBootstrap(), seeder.onApplicationBootstrap(), seeder.onApplicationBootstrap()];
      }),
    );
    expect(await listedIds(service)).toEqual(kinds.map(({ sampleIds }) => sampleIds()));
  });
});
