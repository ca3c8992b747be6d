import { quantile } from '../open-loop';
import { modelOfKey } from './measure';
import { BenchNetwork, bytesPerMember, DEFAULT_DEGREES, degreeOf, modelBytes, rankOf, zipfCumulative } from './network';

describe('read-path bench: the synthetic network', () => {
  it('draws ranks by their Zipf weight: the first few specialties or states hold most members', () => {
    const law = zipfCumulative(40, 1.1);
    expect(law[39]).toBeCloseTo(1, 10);
    expect(rankOf(law, 0)).toBe(0);
    expect(rankOf(law, 0.999_999)).toBe(39);
    const counts = new Array<number>(40).fill(0);
    for (let draw = 0; draw < 10_000; draw += 1) counts[rankOf(law, (draw + 0.5) / 10_000)] += 1;
    expect(counts[0]).toBeGreaterThan(counts[1]);
    expect(counts.slice(0, 5).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(5_000);
  });

  it('gives degrees from a power law with a long tail, never past the cap', () => {
    const degrees = Array.from({ length: 10_000 }, (_, draw) => degreeOf((draw + 0.5) / 10_000, DEFAULT_DEGREES)).sort((a, b) => a - b);
    expect(degrees[0]).toBe(DEFAULT_DEGREES.min);
    expect(quantile(degrees, 0.5)).toBeLessThan(10);
    expect(quantile(degrees, 0.999)).toBeGreaterThan(200);
    expect(degrees.at(-1)).toBe(DEFAULT_DEGREES.cap);
    expect(degreeOf(0.999_999_999, { min: 5, alpha: 2.4, cap: 40 })).toBe(40);
  });

  it('grows by appending: the first members and connections are the same whether grown at once or in steps', () => {
    const once = new BenchNetwork({ seed: 5 }).grow(1_500);
    const stepped = new BenchNetwork({ seed: 5 });
    const first = stepped.grow(500);
    const rest = stepped.grow(1_000);
    expect([...first.members, ...rest.members]).toEqual(once.members);
    expect([...first.connections, ...rest.connections]).toEqual(once.connections);
    expect(stepped.size).toBe(1_500);
  });

  it('connects members to earlier ones only, never to themselves or twice, and keeps every degree under the cap', () => {
    const degrees = { min: 5, alpha: 2.1, cap: 60 };
    const network = new BenchNetwork({ seed: 9, degrees });
    const { members, connections } = network.grow(5_000);
    expect(connections.filter(({ requester, receiver }) => receiver >= requester)).toEqual([]);
    expect(new Set(connections.map(({ requester, receiver }) => `${requester}-${receiver}`)).size).toBe(connections.length);
    expect(network.maxDegree()).toBeLessThanOrEqual(degrees.cap);
    expect(members.every(({ id }) => network.degreeOf(id) <= degrees.cap)).toBe(true);
    // Skewed like the profession: the most common specialty is several times the share of an even split.
    const bySpecialty = new Map<string, number>();
    for (const { specialty } of members) bySpecialty.set(specialty, (bySpecialty.get(specialty) ?? 0) + 1);
    expect(Math.max(...bySpecialty.values())).toBeGreaterThan((3 * members.length) / bySpecialty.size);
  });
});

describe('read-path bench: bytes per member', () => {
  it("scales a model's sampled key sizes to its key count, per member and in all", () => {
    expect(modelBytes({ keys: 1_000, sampled: 4, sampledBytes: 2_000 })).toBe(500_000);
    expect(modelBytes({ keys: 1_000, sampled: 0, sampledBytes: 0 })).toBe(0);
    const { perModel, total } = bytesPerMember(
      {
        'cards:content': { keys: 100_000, sampled: 200, sampledBytes: 200 * 480 },
        'social-graph:traits (shared)': { keys: 5_000, sampled: 100, sampledBytes: 100 * 9_000 },
      },
      100_000,
    );
    expect(perModel['cards:content']).toBe(480);
    expect(perModel['social-graph:traits (shared)']).toBe(450);
    expect(total).toBe(930);
    expect(bytesPerMember({}, 0)).toEqual({ perModel: {}, total: 0 });
  });

  it('tells each kind of key of a model apart, by the shapes the adapters write', () => {
    expect(modelOfKey('{member:42}:card:content')).toBe('cards:content');
    expect(modelOfKey('{member:42}:social-graph:friends')).toBe('social-graph:connections');
    expect(modelOfKey('{member:42}:social-graph:conn')).toBe('social-graph:connections');
    expect(modelOfKey('{member:42}:ai-assistant:recommendations')).toBe('ai-assistant:recommendations');
    expect(modelOfKey(`{social-graph:traits:${'a1'.repeat(20)}}`)).toBe('social-graph:traits (shared)');
    expect(modelOfKey('{social-graph:traits:others}')).toBe('social-graph:traits (shared)');
    expect(modelOfKey(`{ai-assistant:topic:${'0f'.repeat(20)}}`)).toBe('ai-assistant:topics (shared)');
    expect(modelOfKey('{content:0000000779}:content-feed:entry')).toBe('content (per entity)');
    expect(modelOfKey('{content-feed}:feed')).toBe('content-feed (shared)');
    expect(modelOfKey('bench:probe')).toBe('other');
  });
});
