import type Redis from 'ioredis';
import pino from 'pino';
import type { MemberCard } from '../src/projections/member-cards.module';
import { memberCardKey, memberCardsClaims, RedisMemberCards } from '../src/projections/redis-member-cards';
import { RedisTraitBuckets, TRAIT_BUCKET_SIZE } from '../src/redis/member-trait-index';
import { ReadModelMissing, ReadModelRebuild } from '../src/redis/read-model-rebuild';
import { connectRedis, keyHoldingNodes, redisKeyPrefix } from '../src/redis/redis.module';
import { memberCard, testInfra, uniqueNamespace } from '../src/testing';
import { dropRedisNamespace } from '../src/testing/namespace-cleanup';

/*
 * The platform's read models on the real Redis, or on a Redis Cluster when REDIS_URL names one (the redis-cluster
 * suite runs this file there): every script takes its keys in KEYS, a member's keys share a slot and the members
 * spread over every node.
 */

const card = (id: number, name: string, extra: Partial<MemberCard> = {}): MemberCard => ({
  ...memberCard(id, { name, specialty: 'Endodontist', affiliation: "St. Mary's Dental", city: 'Zürich', state: 'TX' }),
  ...extra,
});

/** The sizes of the sorted sets matching `pattern` on every node holding keys. */
async function bucketSizes(redis: Redis, pattern: string): Promise<number[]> {
  const sizes: number[] = [];
  for (const node of keyHoldingNodes(redis))
    for (const key of await node.keys(pattern)) if ((await node.type(key)) === 'zset') sizes.push(await node.zcard(key));
  return sizes;
}

/** Marks a model complete as a finished rebuild does. */
async function markBuilt(model: { claimRebuild(ms: number): Promise<string | undefined>; finishRebuild(claim: string, complete: boolean): Promise<boolean> }) {
  const claim = await model.claimRebuild(30_000);
  if (!claim) throw new Error('the model is being rebuilt elsewhere');
  expect(await model.finishRebuild(claim, true)).toBe(true);
}

/** Keys of the namespace that match `pattern`, per node holding keys (a Cluster's masters; the one server). */
async function keysPerNode(redis: Redis, pattern: string): Promise<number[]> {
  return Promise.all(
    keyHoldingNodes(redis).map(async (node) => {
      let count = 0;
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        count += keys.length;
        cursor = next;
      } while (cursor !== '0');
      return count;
    }),
  );
}

describe('read models in Redis (member cards, trait index, rebuild)', () => {
  const namespace = uniqueNamespace();
  const prefix = redisKeyPrefix(namespace);
  const logger = pino({ level: 'silent' });
  let redis: Redis;

  beforeAll(async () => {
    redis = connectRedis(testInfra().redisUrl);
    await redis.ping();
  });

  afterAll(async () => {
    redis.disconnect();
    await dropRedisNamespace(testInfra().redisUrl, namespace);
  });

  describe('member cards', () => {
    let cards: RedisMemberCards;

    beforeAll(async () => {
      cards = new RedisMemberCards(redis, prefix, 'social-graph');
      await markBuilt(cards);
    });

    it('keeps the newest revision of each card, whatever order they arrive in; a rebuild repairs an equal one', async () => {
      expect(await cards.save([{ card: card(101, 'Dr. Zoë O\'Brien-Łukasiewicz'), revision: 2 }])).toBe(1);
      expect(await cards.save([{ card: card(101, 'Dr. Older Name'), revision: 1 }])).toBe(0);
      expect(await cards.save([{ card: card(101, 'Dr. Same Revision'), revision: 2 }])).toBe(0);
      expect((await cards.find([101])).get(101)?.name).toBe("Dr. Zoë O'Brien-Łukasiewicz");
      expect(await cards.save([{ card: card(101, 'Dr. Zoë Rebuilt'), revision: 2 }], { rebuilding: true })).toBe(1);
      expect((await cards.find([101, 101, 999_999])).get(101)?.name).toBe('Dr. Zoë Rebuilt');
      expect((await cards.find([999_999])).size).toBe(0);
    });

    it('reads the cards of many members at once, each kept under its member, spread over every node', async () => {
      const ids = Array.from({ length: 300 }, (_, index) => 5_000 + index);
      expect(await cards.save(ids.map((id) => ({ card: card(id, `Dr. Member ${id}`), revision: 1 })))).toBe(ids.length);
      const found = await cards.find(ids);
      expect(ids.every((id) => found.get(id)?.name === `Dr. Member ${id}`)).toBe(true);
      const perNode = await keysPerNode(redis, `${prefix}{member:*}:card:social-graph`);
      expect(perNode.every((count) => count > 0)).toBe(true);
      expect(perNode.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(ids.length);
    });

    it("keeps a member's cards of every service in one slot, and refuses to answer while the model is incomplete", async () => {
      const other = new RedisMemberCards(redis, prefix, 'content');
      await other.save([{ card: card(101, 'Dr. In Content'), revision: 1 }]);
      // One transaction over both keys: a Cluster accepts it only when they share a slot.
      const [social, content] = (await redis
        .multi()
        .get(memberCardKey(prefix, 'social-graph', 101))
        .get(memberCardKey(prefix, 'content', 101))
        .exec())!.map(([error, value]) => (error ? error : value));
      expect(String(social)).toContain('Dr. Zoë Rebuilt');
      expect(String(content)).toContain('Dr. In Content');
      await expect(other.find([101])).rejects.toBeInstanceOf(ReadModelMissing);
    });

    it('is rebuilt by the first read that finds its marker gone (Redis restarted empty), once', async () => {
      const rebuilt = new RedisMemberCards(redis, prefix, 'notifications');
      let fills = 0;
      const rebuild = new ReadModelRebuild({
        name: 'Member cards',
        claims: rebuilt,
        fill: async (keepClaim) => {
          fills += 1;
          const written = await rebuilt.save([{ card: card(77, 'Dr. From The Collection'), revision: 3 }], { rebuilding: true });
          await keepClaim();
          return written;
        },
        logger,
      });
      const reads = await Promise.all([1, 2, 3].map(() => rebuild.read(() => rebuilt.find([77]))));
      expect(reads.map((found) => found.get(77)?.name)).toEqual(Array(3).fill('Dr. From The Collection'));
      expect(fills).toBe(1);
      await redis.del(memberCardsClaims(redis, prefix, 'notifications').markerKey);
      await rebuild.read(() => rebuilt.find([77]));
      expect(fills).toBe(2);
    });
  });

  describe('rebuild claims', () => {
    it('lets one rebuild hold the claim, and marks the model complete only while its token survived', async () => {
      const claims = memberCardsClaims(redis, prefix, 'events-news-cme');
      const first = await claims.claimRebuild(30_000);
      expect(first).toBeDefined();
      expect(await claims.claimRebuild(30_000)).toBeUndefined();
      await claims.extendRebuild(first!, 60_000);
      expect(await redis.pttl(`${prefix}{cards:events-news-cme}:lock`)).toBeGreaterThan(30_000);
      // The store is emptied meanwhile: the rebuild's token is gone, so its writes may be too.
      await redis.del(`${prefix}{cards:events-news-cme}:building`);
      expect(await claims.finishRebuild(first!, true)).toBe(false);
      expect(await claims.isComplete()).toBe(false);
      const second = await claims.claimRebuild(30_000);
      expect(await claims.finishRebuild(second!, true)).toBe(true);
      expect(await claims.isComplete()).toBe(true);
    });
  });

  describe('member trait index', () => {
    let index: RedisTraitBuckets;
    const traits = (keys: string[]) => keys.map((key) => ({ key, weight: key.startsWith('specialty') ? 2 : 1 }));

    beforeAll(async () => {
      index = new RedisTraitBuckets(redis, prefix, { service: 'test-traits', model: 'Test traits' });
      await markBuilt(index);
    });

    it('ranks members by the weighted traits they share, and moves a member between traits as the card changes', async () => {
      await index.save([
        { memberId: 1, revision: 1, keys: ['specialty:Endodontist', 'state:TX'] },
        { memberId: 2, revision: 1, keys: ['specialty:Endodontist'] },
        { memberId: 3, revision: 1, keys: ['state:TX'] },
        { memberId: 4, revision: 1, keys: [] },
      ]);
      const asked = traits(['specialty:Endodontist', 'state:TX']);
      const first = await index.mostAlike(asked, new Set([4]), 3, [1, 4]);
      expect(first.alike).toEqual([
        { id: 1, shared: 3 },
        { id: 2, shared: 2 },
        { id: 3, shared: 1 },
      ]);
      expect(first.sharedBy).toEqual(new Map([[1, 3], [4, 0]]));

      expect(await index.save([{ memberId: 1, revision: 2, keys: ['state:CA', 'city:CA:Los Ángeles'] }])).toBe(1);
      expect(await index.save([{ memberId: 1, revision: 1, keys: ['specialty:Endodontist'] }])).toBe(0);
      const moved = await index.mostAlike(asked, new Set(), 10, [1]);
      expect(moved.alike.map(({ id }) => id)).toEqual([2, 3]);
      expect(moved.sharedBy.get(1)).toBe(0);
      expect(await index.others(new Set([1]), 2)).toEqual([2, 3]);
    });

    it('keeps each bucket to its oldest members, so a ranking reads as much whatever the network size', async () => {
      const many = Array.from({ length: TRAIT_BUCKET_SIZE + 50 }, (_, at) => ({ memberId: 1000 + at, revision: 1, keys: ['specialty:Crowded', 'state:NY'] }));
      await index.save(many);
      const ranked = await index.mostAlike(traits(['specialty:Crowded', 'state:NY']), new Set([1000]), 5, [1000 + TRAIT_BUCKET_SIZE + 10]);
      expect(ranked.alike).toEqual([1001, 1002, 1003, 1004, 1005].map((id) => ({ id, shared: 3 })));
      // A member past the buckets' size is still weighed as asked, from their own key.
      expect(ranked.sharedBy).toEqual(new Map([[1000 + TRAIT_BUCKET_SIZE + 10, 3]]));
      for (const size of await bucketSizes(redis, `${prefix}{test-traits:traits:*`)) expect(size).toBeLessThanOrEqual(TRAIT_BUCKET_SIZE);
    });

    it('ranks by the buckets a model names: one key per dimension, a place as its state or its state and city', async () => {
      const dimensions = new RedisTraitBuckets(redis, prefix, {
        service: 'test-dimensions',
        model: 'Test dimensions',
        bucketsOf: (keys) => {
          const specialty = keys.filter((key) => key.startsWith('specialty:')).map((key) => [key]);
          const state = keys.find((key) => key.startsWith('state:'));
          const city = keys.find((key) => key.startsWith('city:'));
          const places = state ? [[state], ...(city ? [[state, city].sort()] : [])] : [];
          const buckets = [...specialty, ...places];
          for (const one of specialty) for (const place of places) buckets.push([...one, ...place].sort());
          return buckets;
        },
      });
      await markBuilt(dimensions);
      await dimensions.save([
        { memberId: 21, revision: 1, keys: ['specialty:Endodontist', 'state:TX', 'city:TX:Austin'] },
        { memberId: 22, revision: 1, keys: ['specialty:Endodontist', 'state:TX'] },
        { memberId: 23, revision: 1, keys: ['state:TX', 'city:TX:Austin'] },
      ]);
      const asked = [
        { key: 'specialty:Endodontist', weight: 20 },
        { key: 'state:TX', weight: 10 },
        { key: 'city:TX:Austin', weight: 10 },
      ];
      const { alike } = await dimensions.mostAlike(asked, new Set(), 3, []);
      expect(alike).toEqual([
        { id: 21, shared: 40 },
        { id: 22, shared: 30 },
        { id: 23, shared: 20 },
      ]);
    });

    it('ends at the newest revision when saves of one member race', async () => {
      const revisions = Array.from({ length: 12 }, (_, index) => index + 1).sort(() => Math.random() - 0.5);
      await Promise.all(
        revisions.map((revision) => index.save([{ memberId: 9, revision, keys: [`specialty:S${revision}`, `state:S${revision % 3}`] }])),
      );
      const held = JSON.parse((await redis.get(`${prefix}{member:9}:test-traits:traits`))!) as { r: number; k: string[] };
      expect(held).toEqual({ r: 12, k: ['specialty:S12', 'state:S0'] });
      for (let revision = 1; revision <= 12; revision += 1) {
        const ranked = await index.mostAlike(traits([`specialty:S${revision}`]), new Set(), 1, [9]);
        expect(ranked.sharedBy.get(9)).toBe(revision === 12 ? 2 : 0);
      }
    });
  });
});
