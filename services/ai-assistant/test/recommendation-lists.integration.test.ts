import { AiAssistantRoutes, type AiRecommendationsResponse } from '@docnet/contracts';
import { MEMBER_CARDS_COLLECTION } from '@docnet/platform';
import { startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';
import { RecommendationsCache } from '../src/modules/recommendations/domain/recommendations-cache.port';
import { AssistantWorld } from './assistant-world';

const austin = { city: 'Austin', state: 'TX' };
const orthodontist = { specialty: 'Orthodontist', ...austin };
const periodontist = { specialty: 'Periodontist', ...austin };

describe('ai-assistant: a member\'s recommendations are kept until an event that can change them', () => {
  let service: ServiceUnderTest;
  let world: AssistantWorld;

  beforeAll(async () => {
    service = await startServiceUnderTest('ai-assistant', AppModule.register);
    world = new AssistantWorld(service);
  });

  afterAll(async () => {
    await service?.stop();
  });

  const recommendationsOf = async (memberId: number) =>
    (await world.call(memberId).get(AiAssistantRoutes.recommendations).expect(200)).body as AiRecommendationsResponse;
  /** The recommended members among `among` (the network holds the other tests' members too), with their names. */
  const shown = async (memberId: number, among: number[]) =>
    (await recommendationsOf(memberId)).recommendations
      .filter(({ userId }) => among.includes(userId))
      .map(({ userId, user }) => [userId, user.name]);

  /** Renames a member in the projection behind the service's back: no event, so only a fresh answer shows it. */
  const renameQuietly = (memberId: number, name: string) =>
    service.database.collection(MEMBER_CARDS_COLLECTION).updateOne({ _id: memberId as never }, { $set: { name } });

  it('serves the kept answer, and a fresh one after a connection event of the member', async () => {
    await world.member(1, orthodontist);
    await world.member(2, periodontist);
    await world.member(3, periodontist);
    const first = await recommendationsOf(1);
    expect(await shown(1, [2, 3])).toEqual([[2, 'Dr. Member 2'], [3, 'Dr. Member 3']]);

    await renameQuietly(3, 'Dr. Quiet');
    expect(await recommendationsOf(1)).toEqual(first);

    await world.connection(1, 2, 'pending');
    expect(await shown(1, [2, 3])).toEqual([[3, 'Dr. Quiet']]);
  });

  it("drops the answers of a tie's members' connections (mutual connections), and only theirs", async () => {
    await world.member(10, orthodontist);
    await world.member(11, periodontist);
    await world.member(12, { name: 'Dr. Candidate', specialty: 'Orthodontist', city: 'Dallas', state: 'TX' });
    await world.member(13, { specialty: 'Orthodontist', city: 'Dallas', state: 'TX' });
    await world.connection(10, 11, 'accepted');
    const candidate = async () => (await recommendationsOf(10)).recommendations.find(({ userId }) => userId === 12);
    expect((await candidate())?.matchFactors).not.toContain('1 mutual connection');
    const unrelated = await recommendationsOf(13);

    await renameQuietly(12, 'Dr. Quiet Candidate');
    await world.connection(11, 12, 'accepted');
    expect(await candidate()).toMatchObject({ user: { name: 'Dr. Quiet Candidate' }, matchFactors: expect.arrayContaining(['1 mutual connection']) });
    // Member 13 is tied to neither: their kept answer (with the old name) is still served.
    expect(await recommendationsOf(13)).toEqual(unrelated);
  });

  it("serves the kept answer, and a fresh one after a profile event of the member or of anyone else", async () => {
    await world.member(20, orthodontist);
    await world.member(21, periodontist);
    await world.member(22, { name: 'Dr. Before', ...periodontist });
    const first = await recommendationsOf(20);

    await renameQuietly(21, 'Dr. Quiet');
    expect(await recommendationsOf(20)).toEqual(first);
    await world.member(20, orthodontist);
    expect(await shown(20, [21, 22])).toEqual([[21, 'Dr. Quiet'], [22, 'Dr. Before']]);

    await renameQuietly(21, 'Dr. Quieter');
    await world.member(22, { name: 'Dr. After', ...periodontist });
    expect(await shown(20, [21, 22])).toEqual([[21, 'Dr. Quieter'], [22, 'Dr. After']]);
  });

  it('serves a fresh answer after a content event', async () => {
    await world.member(30, orthodontist);
    await world.member(31, periodontist);
    const first = await recommendationsOf(30);
    await renameQuietly(31, 'Dr. Quiet');
    expect(await recommendationsOf(30)).toEqual(first);

    await world.publishes(301, 31, ['aligners']);
    expect(await shown(30, [31])).toEqual([[31, 'Dr. Quiet']]);
  });

  it('does not keep an answer computed while an event dropped its member or everyone', async () => {
    const cache = service.app.get(RecommendationsCache);
    const made = (summary: string): AiRecommendationsResponse => ({ summary, recommendations: [] });

    expect(await cache.answer(40, () => Promise.resolve(made('kept')))).toEqual(made('kept'));
    expect(await recommendationsOf(40)).toEqual(made('kept'));

    await cache.answer(41, async () => {
      await cache.forget([41]);
      return made('computed before the event');
    });
    expect((await recommendationsOf(41)).summary).toMatch(/^No recommendations yet/);

    await cache.answer(42, async () => {
      await cache.forgetEveryone();
      return made('computed before the event');
    });
    expect((await recommendationsOf(42)).summary).toMatch(/^No recommendations yet/);
  });
});
