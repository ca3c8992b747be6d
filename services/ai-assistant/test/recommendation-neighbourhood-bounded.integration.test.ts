import { AiAssistantRoutes, type AiRecommendationsResponse } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { memberCard, startServiceUnderTest, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type { CommandSucceededEvent } from 'mongodb';
import { AppModule } from '../src/app.module';
import { RecommendationLists } from '../src/modules/recommendations/read-models/recommendations/recommendation-lists.port';
import type { SocialTieDocument } from '../src/modules/recommendations/persistence/social-tie.schema';
import { AssistantWorld } from './assistant-world';

/** A department chair, a colleague sharing their newest connections, and a member the chair has asked to connect. */
const CHAIR = 7001;
const COLLEAGUE = 7002;
const ASKED = 7003;
/** The chair's connections are members 20001…: the five oldest and the five newest share the chair's traits. */
const FIRST = 20001;
const shared = { specialty: 'Cardiology', state: 'OH', city: 'Cleveland', affiliation: 'Cleveland Clinic' };

describe('ai-assistant: computing the recommendations of a member with thousands of connections reads a bounded part of them', () => {
  let service: ServiceUnderTest;
  let world: AssistantWorld;
  let nextTie = 900_001;
  let connected = 0;
  const replies: { collection: string; documents: number }[] = [];

  const tie = (requesterId: number, receiverId: number, status: SocialTieDocument['status'] = 'accepted'): SocialTieDocument => ({
    _id: nextTie++,
    requesterId,
    receiverId,
    status,
  });

  /** `count` more members connected with the chair, newest last (straight into the projection: its size is what counts). */
  async function grow(count: number): Promise<number[]> {
    const members = Array.from({ length: count }, () => FIRST + connected++);
    await service.database.collection<SocialTieDocument>('social_ties').insertMany(members.map((id) => tie(id, CHAIR)));
    return members;
  }

  /** The chair's list computed on the request (made stale first), with the documents each Mongo reply held. */
  async function watchedRead() {
    await service.app.get(RecommendationLists).invalidate([CHAIR]);
    replies.length = 0;
    const body = (await world.call(CHAIR).get(AiAssistantRoutes.recommendations).expect(200)).body as AiRecommendationsResponse;
    const read = replies.filter(({ collection }) => collection === 'social_ties');
    return { ids: body.recommendations.map(({ userId }) => userId), queries: read.length, largest: Math.max(...read.map(({ documents }) => documents)) };
  }

  beforeAll(async () => {
    const url = new URL(testInfra().mongoUrl);
    url.searchParams.set('monitorCommands', 'true');
    service = await startServiceUnderTest('ai-assistant', AppModule.register, { MONGO_URL: url.toString() });
    world = new AssistantWorld(service);
    const collections = new Map<number, string>();
    service.database.getClient().on('commandStarted', ({ requestId, command }) => collections.set(requestId, String(command.find ?? command.collection ?? '')));
    service.database.getClient().on('commandSucceeded', ({ requestId, reply }: CommandSucceededEvent) => {
      const cursor = (reply as { cursor?: { firstBatch?: unknown[]; nextBatch?: unknown[] } }).cursor;
      if (cursor) replies.push({ collection: collections.get(requestId) ?? '', documents: (cursor.firstBatch ?? cursor.nextBatch ?? []).length });
    });
    const cards = service.app.get(MemberCards);
    const oldest = await grow(5);
    await grow(1190);
    const newest = await grow(5);
    for (const id of [CHAIR, COLLEAGUE, ASKED, ...oldest, ...newest]) await cards.apply({ revision: 1, card: memberCard(id, shared) });
    await service.database
      .collection<SocialTieDocument>('social_ties')
      .insertMany([...newest.map((id) => tie(COLLEAGUE, id)), tie(ASKED, newest[4]), tie(CHAIR, ASKED, 'pending')]);
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
  });

  it('recommends as before, never a connection however old, reading as much at 1,200 and 2,400 connections', async () => {
    const small = await watchedRead();
    // The colleague shares every trait and five connections; the others alike are connections or asked already.
    expect(small.ids).toEqual([COLLEAGUE]);
    await grow(1200);
    const large = await watchedRead();
    expect(large.ids).toEqual([COLLEAGUE]);
    // The newest 100 connections and theirs (each side a query), each read by index with a limit, and a membership test
    // of each candidate pool: no reply holds more than 100 documents, and the queries do not grow with the connections.
    for (const read of [small, large]) {
      expect(read.largest).toBeLessThanOrEqual(100);
      expect(read.queries).toBeLessThanOrEqual(2 + 2 * 100 + 3);
    }
  }, 120_000);
});
