import { SocialGraphRoutes, type ConnectionSuggestion } from '@docnet/contracts';
import { connectRedis, redisKeyPrefix } from '@docnet/platform';
import { dropRedisNamespace, eventually, startServiceUnderTest, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { AppModule } from '../src/app.module';
import { RebuildConnectionGraphHandler } from '../src/modules/connections/commands/update-connection-graph/rebuild-connection-graph.handler';
import { SuggestionLists } from '../src/modules/connections/domain/suggestion-lists.port';
import { GraphWorld } from './graph-world';

const traits = { specialty: 'Endodontist', city: 'Tulsa', state: 'OK', affiliation: 'Pacific Dental Services' };
const members = [701, 702, 703, 704, 705, 706, 707, 708];

describe('social-graph: suggestion lists precomputed per member (Redis)', () => {
  let graph: ServiceUnderTest;
  let world: GraphWorld;
  let redis: Redis;
  let prefix: string;

  const suggestions = async (memberId: number, service = graph) =>
    ((await new GraphWorld(service).call(memberId).get(SocialGraphRoutes.suggestions).expect(200)).body as ConnectionSuggestion[]).map(({ id }) => id);
  const answersOf = async (service = graph) => {
    const answers: number[][] = [];
    for (const id of members) answers.push(await suggestions(id, service));
    return answers;
  };
  const listKey = (memberId: number) => `${prefix}{member:${memberId}}:social-graph:suggestions`;
  const stored = async (memberId: number) => (await redis.hexists(listKey(memberId), 'list')) === 1;

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    redis = connectRedis(testInfra().redisUrl);
    prefix = redisKeyPrefix(graph.config.EVENTS_NAMESPACE);
    await Promise.all([
      world.member(701, traits),
      world.member(702),
      world.member(703),
      world.member(704, { specialty: traits.specialty }),
      world.member(705, { state: traits.state }),
      world.member(706),
      world.member(707),
      world.member(708, traits),
    ]);
    await world.connected(701, 702);
    await world.connected(703, 702);
    await world.connected(706, 707);
  });

  afterAll(async () => {
    redis?.disconnect();
    await graph?.stop();
  });

  it('stores a member’s list when first asked and answers the same from it', async () => {
    const first = await suggestions(701);
    expect(first.slice(0, 3)).toEqual([703, 708, 704]);
    // The setup's connection events may still drop it (a list that raced a change is not kept): the next read stores it.
    await eventually(async () => {
      await suggestions(701);
      return stored(701);
    }, 'the list stored by a read once the setup settled');
    expect(await suggestions(701)).toEqual(first);
  });

  it('shows a member who turns search visibility off or on as they are now, without recomputing the list', async () => {
    // Read again until stored: a late connection event of the setup may have dropped it.
    const list = await eventually(async () => {
      await suggestions(701);
      return (await redis.hget(listKey(701), 'list')) ?? undefined;
    }, 'the list stored');
    await world.member(708, { ...traits, searchVisibility: false });
    expect(await suggestions(701)).not.toContain(708);
    await world.member(708, traits);
    expect((await suggestions(701)).slice(0, 2)).toEqual([703, 708]);
    expect(await redis.hget(listKey(701), 'list')).toBe(list);
  });

  it("recomputes a member's list when their own traits change", async () => {
    await suggestions(701);
    await world.member(701, { ...traits, specialty: 'Orthodontist' });
    expect((await suggestions(701)).slice(0, 3)).toEqual([703, 708, 705]);
    await world.member(701, traits);
    expect((await suggestions(701)).slice(0, 3)).toEqual([703, 708, 704]);
  });

  it('refreshes with bounded work: a new connection recomputes the two members’ lists off the request path and drops their connections’, no one else’s', async () => {
    for (const id of members) await suggestions(id);
    const kept = await Promise.all([701, 704, 705, 708].map((id) => redis.hget(listKey(id), 'list')));
    await world.connected(703, 706);
    for (const id of [702, 707]) expect({ id, stored: await stored(id) }).toEqual({ id, stored: false });
    expect(await Promise.all([701, 704, 705, 708].map((id) => redis.hget(listKey(id), 'list')))).toEqual(kept);
    // The acceptance's event computes the two members' lists before either asks: 706 no longer suggested to 703.
    await eventually(async () => {
      const list = await redis.hget(listKey(703), 'list');
      return list !== null && !(JSON.parse(list) as { ids: number[] }).ids.includes(706) && (await stored(706));
    }, 'the two members’ lists computed by their event');
    // 702's friend 703 is now connected with 706: 706 is a friend of a friend of 702.
    expect(await suggestions(702)).toContain(706);
    expect((await suggestions(707))[0]).toBe(703);
  });

  it('never stores a list computed before a change it did not see', async () => {
    const port = graph.app.get(SuggestionLists);
    const { generation } = await port.read(705);
    await port.invalidate([705]);
    expect(await port.store(705, generation, { traits: '[]', ids: [1] })).toBe(false);
    expect(await stored(705)).toBe(false);
  });

  it('a rebuild from nothing answers as the incremental lists, and an emptied Redis rebuilds itself', async () => {
    const answers = await answersOf();
    await dropRedisNamespace(testInfra().redisUrl, graph.config.EVENTS_NAMESPACE);
    expect(await answersOf()).toEqual(answers);
    await graph.app.get(RebuildConnectionGraphHandler).execute();
    expect(await stored(701)).toBe(false);
    expect(await answersOf()).toEqual(answers);
  });

  it('two instances of the service answer alike, whichever wrote last', async () => {
    const second = await startServiceUnderTest('social-graph', AppModule.register, { EVENTS_NAMESPACE: graph.config.EVENTS_NAMESPACE });
    try {
      expect(await answersOf(second)).toEqual(await answersOf());
      await new GraphWorld(second).connected(704, 705);
      expect(await answersOf()).toEqual(await answersOf(second));
      expect(await suggestions(701)).not.toEqual([]);
    } finally {
      // close(), not stop(): stop would drop the namespace the first instance still uses.
      await second.close();
    }
  });
});
