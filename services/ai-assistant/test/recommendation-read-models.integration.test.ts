import { AiAssistantRoutes, type AiRecommendationsResponse } from '@docnet/contracts';
import { connectRedis, redisKeyPrefix, type MemberCard } from '@docnet/platform';
import { keysMatching, startServiceUnderTest, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { AppModule } from '../src/app.module';
import type { MemberFacts } from '../src/domain/member-network.port';
import { recommend } from '../src/modules/recommendations/domain/recommendation-engine';
import { RECOMMENDATIONS_LISTED } from '../src/modules/recommendations/queries/recommend-members/recommend-members.handler';
import { MemberTopicsBuilder } from '../src/modules/recommendations/read-models/member-topics/member-topics.builder';
import { MemberTopics } from '../src/modules/recommendations/read-models/member-topics/member-topics.port';
import { RecommendationTraitsKeeper } from '../src/modules/recommendations/read-models/recommendation-traits/recommendation-traits.keeper';
import { AssistantWorld } from './assistant-world';

/** A small deterministic generator, so a failure names a network that can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return { pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)], chance: (p: number) => next() < p };
}

const FIRST = 3001;
const COUNT = 30;
const ids = Array.from({ length: COUNT }, (_, index) => FIRST + index);

describe('ai-assistant: recommendations from the read models score as the whole network would', () => {
  let service: ServiceUnderTest;
  let world: AssistantWorld;
  let redis: Redis;
  const cards = new Map<number, MemberCard>();
  const topics = new Map<number, Set<string>>(ids.map((id) => [id, new Set()]));
  const friends = new Map<number, Set<number>>(ids.map((id) => [id, new Set()]));
  const pending = new Map<number, Set<number>>(ids.map((id) => [id, new Set()]));
  const random = generator(11);
  let contentId = 9000;

  const traits = () => ({
    specialty: random.pick(['Orthodontist', 'periodontist ', 'General Practitioner', 'Oral Surgeon', 'Cardiologist', null]),
    state: random.pick(['TX', 'tx', 'WA', null]),
    city: random.pick(['Austin', 'Seattle', null]),
    affiliation: random.pick(['Heartland Dental', 'Pacific Dental Services', null]),
    languagesSpoken: random.pick([[], ['English'], ['English', 'Spanish'], ['spanish ', 'French']]),
    searchVisibility: !random.chance(0.1),
  });

  const factsOf = (id: number): MemberFacts => {
    const card = cards.get(id)!;
    return {
      id,
      name: card.name,
      specialty: card.specialty,
      affiliation: card.affiliation,
      city: card.city,
      state: card.state,
      languages: card.languagesSpoken ?? [],
      topics: [...topics.get(id)!],
    };
  };

  /** The engine over every member of the network: the oracle the read models must agree with. */
  const expected = (memberId: number) => {
    const excluded = new Set([memberId, ...friends.get(memberId)!, ...pending.get(memberId)!]);
    const mutual = new Map<number, number>();
    for (const friend of friends.get(memberId)!)
      for (const other of friends.get(friend)!) if (!excluded.has(other)) mutual.set(other, (mutual.get(other) ?? 0) + 1);
    const candidates = ids.filter((id) => cards.get(id)!.searchVisibility !== false).map(factsOf);
    return recommend(factsOf(memberId), candidates, excluded, mutual, RECOMMENDATIONS_LISTED).map(({ candidate, score }) => [
      candidate.id,
      score,
    ]);
  };

  const everyoneAsExpected = async () => {
    for (const id of ids) {
      const { recommendations } = (await world.call(id).get(AiAssistantRoutes.recommendations).expect(200))
        .body as AiRecommendationsResponse;
      expect({ id, shown: recommendations.map(({ userId, score }) => [userId, score]) }).toEqual({ id, shown: expected(id) });
    }
  };

  const publish = async (authorId: number) => {
    const tags = random.pick([['Aligners'], ['aligners', 'Implants'], ['#retention', 'TMJ'], ['implants']]);
    await world.publishes((contentId += 1), authorId, tags);
    for (const tag of tags) topics.get(authorId)!.add(tag.trim().toLowerCase().replace(/^#/, ''));
  };

  beforeAll(async () => {
    service = await startServiceUnderTest('ai-assistant', AppModule.register);
    world = new AssistantWorld(service);
    redis = connectRedis(testInfra().redisUrl);
    for (const id of ids) cards.set(id, await world.member(id, traits()));
    for (let pair = 0; pair < 40; pair += 1) {
      const [a, b] = [random.pick(ids), random.pick(ids)];
      if (a === b || friends.get(a)!.has(b) || pending.get(a)!.has(b) || friends.get(b)!.has(a) || pending.get(b)!.has(a)) continue;
      const accepted = random.chance(0.8);
      await world.connection(a, b, accepted ? 'accepted' : 'pending');
      (accepted ? friends : pending).get(a)!.add(b);
      (accepted ? friends : pending).get(b)!.add(a);
    }
    for (let count = 0; count < 25; count += 1) await publish(random.pick(ids));
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await service?.stop();
  });

  it('recommends to every member of a random network what scoring the whole network gives', async () => {
    await everyoneAsExpected();
  }, 60_000);

  it('two instances of the service recommend alike', async () => {
    const second = await startServiceUnderTest('ai-assistant', AppModule.register, { EVENTS_NAMESPACE: service.config.EVENTS_NAMESPACE });
    try {
      for (const id of ids.slice(0, 10)) {
        const [first, other] = await Promise.all(
          [service, second].map(
            async (instance) => (await new AssistantWorld(instance).call(id).get(AiAssistantRoutes.recommendations).expect(200)).body,
          ),
        );
        expect({ id, other }).toEqual({ id, other: first });
      }
    } finally {
      // close(), not stop(): stop would drop the namespace the first instance still uses.
      await second.close();
    }
  });

  it('follows members who change their card, and rebuilds from the stored cards and contents as kept event by event', async () => {
    for (const id of ids.slice(0, 8)) cards.set(id, await world.member(id, traits()));
    await everyoneAsExpected();
    const prefix = redisKeyPrefix(service.config.EVENTS_NAMESPACE);
    const perMember = async (name: string) => Promise.all(ids.map((id) => redis.get(`${prefix}{member:${id}}:ai-assistant:${name}`)));
    const snapshot = async () => ({ traits: await perMember('traits'), topics: await perMember('topics') });
    const before = await snapshot();
    expect(before.traits.filter(Boolean)).toHaveLength(COUNT);
    await service.app.get(RecommendationTraitsKeeper).execute();
    await service.app.get(MemberTopicsBuilder).execute();
    expect(await snapshot()).toEqual(before);
    // Everything the assistant keeps in Redis but the member cards: the traits, topics and lists, all rebuilt or computed again.
    const keys = [...(await keysMatching(redis, `${prefix}{member:*}:ai-assistant:*`)), ...(await keysMatching(redis, `${prefix}{ai-assistant*`))];
    expect(keys.length).toBeGreaterThan(2 * COUNT);
    for (const key of keys) await redis.del(key);
    await everyoneAsExpected();
    expect(await snapshot()).toEqual(before);
  }, 90_000);

  it("keeps a prolific author's most used topics only, as many as a ranking reads, event by event and rebuilt alike", async () => {
    // An author the assistant has no card of (never a candidate here): three contents, 28 topics, one in all three.
    const author = 9999;
    const part = (letter: string) => ['Common', ...Array.from({ length: 9 }, (_, index) => `${letter}${index + 1}`)];
    for (const letter of ['a', 'b', 'c']) await world.publishes((contentId += 1), author, part(letter));
    const held = async () => (await service.app.get(MemberTopics).of([author])).get(author);
    const kept = ['common', ...part('a').slice(1), ...part('b').slice(1), 'c1'];
    expect(await held()).toEqual(kept);
    await service.app.get(MemberTopicsBuilder).execute();
    expect(await held()).toEqual(kept);
  });
});
