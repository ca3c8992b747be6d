import { AiAssistantRoutes, ContentDeletedV1, type AiRecommendationsResponse } from '@docnet/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';
import { AssistantWorld } from './assistant-world';

describe('ai-assistant: recommendations from projections of real events', () => {
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

  it('excludes the member, connections and pending requests either way, and ranks mutual connections and specialty higher', async () => {
    const austin = { city: 'Austin', state: 'TX' };
    await world.member(1, { name: 'Dr. Me', specialty: 'Orthodontist', affiliation: 'Heartland Dental', ...austin });
    await world.member(2, { specialty: 'Periodontist', ...austin });
    await world.member(3, { specialty: 'Periodontist', ...austin });
    await world.member(4, { name: 'Dr. Mutual', specialty: 'Orthodontist', city: 'Dallas', state: 'TX' });
    await world.member(5, { specialty: 'Endodontist', city: 'Boston', state: 'MA' });
    await world.member(6, { specialty: 'Periodontist', ...austin });
    await world.member(7, { name: 'Dr. Lookalike', specialty: 'Orthodontist', city: 'Dallas', state: 'TX' });
    await world.member(8, { name: 'Dr. Writer', specialty: 'Periodontist', city: 'Seattle', state: 'WA' });
    await world.member(9, { name: 'Dr. Declined', specialty: 'Periodontist', ...austin });

    await world.connection(1, 2, 'pending');
    await world.connection(1, 3, 'accepted');
    await world.connection(3, 4, 'accepted');
    await world.connection(6, 1, 'pending');
    await world.connection(1, 9, 'rejected');
    await world.publishes(101, 1, ['Aligners', 'retention']);
    await world.publishes(102, 8, ['aligners']);

    const { summary, recommendations } = await recommendationsOf(1);
    const ids = recommendations.map(({ userId }) => userId);
    expect(ids).toEqual([9, 4, 7, 8]);
    expect(recommendations.map(({ score }) => score)).toEqual([45, 38, 30, 29]);
    expect(summary).toMatch(/^Based on your profile \(Orthodontist in Austin, TX\), we found 4 recommended connections/);

    const mutual = recommendations.find(({ userId }) => userId === 4);
    expect(mutual).toEqual({
      userId: 4,
      user: { name: 'Dr. Mutual', specialty: 'Orthodontist', affiliation: null, city: 'Dallas', state: 'TX' },
      score: 38,
      reasoning: 'Dr. Mutual shares your specialty (Orthodontist), practices in your state (TX) and has 1 mutual connection with you.',
      matchFactors: ['Same specialty: Orthodontist', 'Same state: TX', '1 mutual connection'],
    });
    expect(ids.indexOf(4)).toBeLessThan(ids.indexOf(7));
    expect(recommendations.find(({ userId }) => userId === 8)?.matchFactors).toEqual([
      'Complementary specialty for referrals: Periodontist',
      'Shared topics: aligners',
    ]);

    const deleted = await service.publish(ContentDeletedV1, 102, { contentId: 102, authorId: 8, deletedAt: new Date().toISOString() });
    await world.processed(deleted.id, 'the deleted content');
    expect(await service.database.collection('content_topics').countDocuments({ _id: 102 as never })).toBe(0);
    expect((await recommendationsOf(1)).recommendations.find(({ userId }) => userId === 8)?.matchFactors).toEqual([
      'Complementary specialty for referrals: Periodontist',
    ]);
  });

  it('answers an empty list with a summary asking for a complete profile, and refuses a call without a member', async () => {
    await world.member(50);
    expect(await recommendationsOf(50)).toEqual({ summary: expect.stringMatching(/^No recommendations yet/), recommendations: [] });
    await world.call().get(AiAssistantRoutes.recommendations).expect(401);
  });

  it('forgets a removed connection: the member is recommended again and no longer counts as a mutual connection', async () => {
    const austin = { specialty: 'Prosthodontist', city: 'Austin', state: 'TX' };
    await world.member(70, austin);
    await world.member(71, { name: 'Dr. Former Connection', ...austin });
    await world.member(72, { name: 'Dr. Friend Of Former', specialty: 'Prosthodontist', city: 'Dallas', state: 'TX' });
    const connectionId = await world.connection(70, 71, 'accepted');
    await world.connection(71, 72, 'accepted');
    const connected = (await recommendationsOf(70)).recommendations;
    expect(connected.map(({ userId }) => userId)).not.toContain(71);
    expect(connected.find(({ userId }) => userId === 72)?.matchFactors).toContain('1 mutual connection');

    await world.removal(connectionId, 70, 71, 71);
    const removed = (await recommendationsOf(70)).recommendations;
    expect(removed.find(({ userId }) => userId === 71)?.matchFactors).toContain('Same specialty: Prosthodontist');
    expect(removed.find(({ userId }) => userId === 72)?.matchFactors).not.toContain('1 mutual connection');
  });

  it('counts no mutual connection through or with a member whose connections are private, even one made private after the list was stored', async () => {
    const boise = { specialty: 'Pediatric Dentist', city: 'Boise', state: 'ID' };
    const factorsOf = async (memberId: number, otherId: number) =>
      (await recommendationsOf(memberId)).recommendations.find(({ userId }) => userId === otherId)?.matchFactors;
    await world.member(90, { name: 'Dr. Renée D’Arcy', ...boise });
    await world.member(91, { name: 'Dr. Private Friend', ...boise, publicProfile: false });
    await world.member(92, { name: 'Dr. Public Friend', ...boise });
    await world.member(93, { name: 'Dr. Only Via Private', specialty: 'Pediatric Dentist', city: 'Nampa', state: 'ID' });
    await world.member(94, { name: 'Dr. Via Public', specialty: 'Pediatric Dentist', city: 'Nampa', state: 'ID' });
    await world.member(95, { name: 'Dr. Keeps Hers Private', specialty: 'Pediatric Dentist', city: 'Nampa', state: 'ID', publicProfile: false });
    await world.connection(90, 91, 'accepted');
    await world.connection(90, 92, 'accepted');
    await world.connection(91, 93, 'accepted');
    await world.connection(92, 94, 'accepted');
    await world.connection(92, 95, 'accepted');

    // 91 keeps their connections private: that they know 93 is not told through a count; 95 keeps hers private too.
    expect(await factorsOf(90, 93)).not.toEqual(expect.arrayContaining([expect.stringMatching(/mutual connection/)]));
    expect(await factorsOf(90, 94)).toContain('1 mutual connection');
    expect(await factorsOf(90, 95)).not.toEqual(expect.arrayContaining([expect.stringMatching(/mutual connection/)]));

    // 92 makes theirs private later: the stored list of their connection stops counting them.
    await world.member(92, { name: 'Dr. Public Friend', ...boise, publicProfile: false });
    expect(await factorsOf(90, 94)).not.toEqual(expect.arrayContaining([expect.stringMatching(/mutual connection/)]));
  });

  it('never recommends a member who turned search visibility off, and does again once it is on; they still get their own', async () => {
    const reno = { specialty: 'Endodontist', city: 'Reno', state: 'NV' };
    await world.member(80, reno);
    await world.member(81, { name: 'Dr. Hidden', ...reno, searchVisibility: false });
    await world.member(82, { name: 'Dr. Visible', ...reno });
    const idsFor = async (memberId: number) => (await recommendationsOf(memberId)).recommendations.map(({ userId }) => userId);

    expect(await idsFor(80)).toContain(82);
    expect(await idsFor(80)).not.toContain(81);
    expect(await idsFor(81)).toEqual(expect.arrayContaining([80, 82]));

    await world.member(81, { name: 'Dr. Hidden', ...reno });
    expect(await idsFor(80)).toContain(81);
  });

  it('counts the languages members share, as their cards carry them', async () => {
    await world.member(60, { languagesSpoken: ['english', 'korean'] });
    await world.member(61, { name: 'Dr. Polyglot', languagesSpoken: ['korean', 'spanish'] });
    const polyglot = (await recommendationsOf(60)).recommendations.find(({ userId }) => userId === 61);
    expect(polyglot?.matchFactors).toEqual(['Shared languages: Korean']);
  });
});
