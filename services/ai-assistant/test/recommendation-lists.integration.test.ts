import { AiAssistantRoutes, type AiRecommendationsResponse } from '@docnet/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';
import { RecommendationLists } from '../src/modules/recommendations/read-models/recommendations/recommendation-lists.port';
import { AssistantWorld } from './assistant-world';

const austin = { city: 'Austin', state: 'TX' };
const orthodontist = { specialty: 'Orthodontist', ...austin };
const periodontist = { specialty: 'Periodontist', ...austin };

describe("ai-assistant: each member's recommendations are precomputed off the request path and follow the events around them", () => {
  let service: ServiceUnderTest;
  let world: AssistantWorld;
  let lists: RecommendationLists;

  beforeAll(async () => {
    service = await startServiceUnderTest('ai-assistant', AppModule.register);
    world = new AssistantWorld(service);
    lists = service.app.get(RecommendationLists);
  });

  afterAll(async () => {
    await service?.stop();
  });

  const recommendationsOf = async (memberId: number) =>
    (await world.call(memberId).get(AiAssistantRoutes.recommendations).expect(200)).body as AiRecommendationsResponse;
  /** The recommended members among `among` (the network holds the other tests' members too), with their names. */
  const shown = async (memberId: number, among: number[]) =>
    (await recommendationsOf(memberId)).recommendations.filter(({ userId }) => among.includes(userId)).map(({ userId, user }) => [userId, user.name]);
  const stored = async (memberId: number) => (await lists.read(memberId)).list?.ids;

  it('stores a list when a member arrives and when a newcomer shares their traits, before anyone asks', async () => {
    await world.member(1, { name: "Dr. Siobhán O'Neill", ...orthodontist });
    expect(await stored(1)).toEqual([]);
    await world.member(2, { name: 'Dr. Zoë Müller', ...periodontist });
    await world.member(3, periodontist);
    // The newcomers ranked member 1, so member 1's list was made stale, and is computed by the read.
    expect(await stored(3)).toEqual(expect.arrayContaining([1, 2]));
    expect(await stored(1)).toBeUndefined();
    expect(await shown(1, [2, 3])).toEqual([[2, 'Dr. Zoë Müller'], [3, 'Dr. Member 3']]);
    expect(await stored(1)).toEqual([2, 3]);
  });

  it('shows the names and the search visibility of the current cards without computing the list again', async () => {
    await world.member(10, orthodontist);
    await world.member(11, { name: 'Dr. Before', ...periodontist });
    await world.member(12, periodontist);
    expect(await shown(10, [11, 12])).toEqual([[11, 'Dr. Before'], [12, 'Dr. Member 12']]);
    // Lists stored for all three (a member without one is told as a newcomer).
    await Promise.all([recommendationsOf(11), recommendationsOf(12)]);
    const { generation } = await lists.read(10);

    await world.member(11, { name: 'Dr. Renée After', ...periodontist });
    await world.member(12, { ...periodontist, searchVisibility: false });
    expect(await shown(10, [11, 12])).toEqual([[11, 'Dr. Renée After']]);
    await world.member(12, periodontist);
    expect(await shown(10, [11, 12])).toEqual([[11, 'Dr. Renée After'], [12, 'Dr. Member 12']]);
    // Neither a name nor a visibility moves anyone in a ranking: the list was kept all along.
    expect((await lists.read(10)).generation).toBe(generation);
  });

  it('computes the lists of a tie\'s members at once, and those of their connections (mutual connections) when next read', async () => {
    await world.member(20, orthodontist);
    await world.member(21, periodontist);
    await world.member(22, { name: 'Dr. Candidate', specialty: 'Orthodontist', city: 'Dallas', state: 'TX' });
    await world.member(23, { specialty: 'Orthodontist', city: 'Dallas', state: 'TX' });
    await world.connection(20, 21, 'accepted');
    const candidate = async () => (await recommendationsOf(20)).recommendations.find(({ userId }) => userId === 22);
    expect((await candidate())?.matchFactors).not.toContain('1 mutual connection');
    await recommendationsOf(23);
    const unrelated = await lists.read(23);

    await world.connection(21, 22, 'pending');
    expect(await stored(21)).not.toContain(22);
    expect(await stored(22)).not.toContain(21);
    await world.connection(21, 22, 'accepted');
    expect((await lists.read(20)).list).toBeUndefined();
    expect((await candidate())?.matchFactors).toEqual(expect.arrayContaining(['1 mutual connection']));
    // Member 23 is tied to neither: their list is kept.
    expect(await lists.read(23)).toEqual(unrelated);
  });

  it('follows a member who changes specialty or writes about a topic, in their own list and in those they rank', async () => {
    await world.member(30, { specialty: 'Cardiologist', city: 'Reno', state: 'NV' });
    await world.member(31, { specialty: 'Dermatologist', city: 'Boston', state: 'MA' });
    expect(await shown(30, [31])).toEqual([]);
    await world.member(31, { specialty: 'Cardiologist', city: 'Boston', state: 'MA' });
    expect(await shown(30, [31])).toEqual([[31, 'Dr. Member 31']]);

    await world.member(32, { specialty: 'Dermatologist', city: 'Boston', state: 'MA' });
    await world.publishes(301, 30, ['Aligners']);
    await world.publishes(302, 32, ['aligners']);
    expect((await recommendationsOf(30)).recommendations.find(({ userId }) => userId === 32)?.matchFactors).toEqual(['Shared topics: aligners']);
  });

  it('refuses a list computed before a change around its member', async () => {
    await world.member(40, orthodontist);
    const { generation, list } = await lists.read(40);
    await lists.invalidate([40]);
    expect(await lists.store(40, generation, { traits: 'computed before the change', ids: [], mutual: [] })).toBe(false);
    expect((await lists.read(40)).list).toBeUndefined();
    expect(list).toBeDefined();
    await recommendationsOf(40);
    expect((await lists.read(40)).list?.traits).not.toBe('computed before the change');
  });
});
