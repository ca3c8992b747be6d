import { ensureRedisCluster, redisClusterStatus } from '@docnet/infra';
import { connectRedis, keyHoldingNodes, redisKeyPrefix, RedisMemberCards } from '@docnet/platform';
import { dropRedisNamespace, memberCard, uniqueNamespace } from '@docnet/platform/testing';
import type Redis from 'ioredis';

/*
 * A master of the local Redis Cluster dies (SIGKILL) under a stream of reads and writes: its replica takes over, reads
 * recover within seconds, every acknowledged write is there afterwards, and the dead node, started again, rejoins
 * as a replica. A write counts as acknowledged once a replica has it too (WAIT): Redis replicates asynchronously, so
 * a master's own answer can be lost with it.
 */

const MEMBERS = 200;
/** The node timeout (2 s) plus the replica's election, with room for a busy machine. */
const RECOVERY_LIMIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface NodeLine {
  id: string;
  port: number;
  master: boolean;
  masterId?: string;
  failing: boolean;
}

async function clusterNodes(redis: Redis): Promise<NodeLine[]> {
  const text = (await redis.call('CLUSTER', 'NODES')) as string;
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [id, address, flags, master] = line.split(' ');
      return {
        id,
        port: Number(address.split('@')[0].split(':').at(-1)),
        master: flags.split(',').includes('master'),
        ...(master !== '-' && { masterId: master }),
        failing: /fail/.test(flags),
      };
    });
}

describe('Redis Cluster failover', () => {
  const namespace = uniqueNamespace('rc');
  const prefix = redisKeyPrefix(namespace);
  let url: string;
  let redis: Redis;

  beforeAll(async () => {
    url = await ensureRedisCluster();
    redis = connectRedis(url);
    await redis.ping();
  }, 60_000);

  afterAll(async () => {
    redis?.disconnect();
    // Whatever the test saw, the cluster is left whole for the next run: a killed node is started again.
    await ensureRedisCluster();
    await dropRedisNamespace(url, namespace);
  });

  it('promotes the replica of a killed master, recovers reads within seconds, loses no acknowledged write, and takes the node back', async () => {
    const cards = new RedisMemberCards(redis, prefix, 'failover');
    const claim = await cards.claimRebuild(30_000);
    const ids = Array.from({ length: MEMBERS }, (_, index) => 1_000 + index);
    await cards.save(ids.map((id) => ({ card: memberCard(id, { name: `Dr. Åsa O'Connor ${id}` }), revision: 1 })));
    expect(await cards.finishRebuild(claim!, true)).toBe(true);
    // Every master's replica has the seeded cards before anything dies.
    for (const master of keyHoldingNodes(redis)) await master.wait(1, 2_000);

    // The master that serves member 1000's card dies.
    const slot = (await redis.call('CLUSTER', 'KEYSLOT', `${prefix}{member:1000}:card:failover`)) as number;
    const shards = (await redis.call('CLUSTER', 'SLOTS')) as [number, number, [string, number, string]][];
    const [, , [, victimPort, victimId]] = shards.find(([from, to]) => from <= slot && slot <= to)!;
    const victim = (await redisClusterStatus()).find(({ port }) => port === victimPort);
    expect(victim?.pid).toBeDefined();
    const replicaPort = (await clusterNodes(redis)).find(({ masterId }) => masterId === victimId)!.port;

    const acknowledged = new Map<string, string>();
    let writeFailures = 0;
    let readFailures = 0;
    let lastReadFailure = 0;
    let running = true;
    const writer = (async () => {
      for (let sequence = 0; running; sequence += 1) {
        // Each key written once: a later unacknowledged write cannot stand in for an acknowledged one.
        const key = `${prefix}{stream:${sequence}}:value`;
        const value = `write ${sequence}`;
        try {
          // SET and WAIT go to the key's master together: acknowledged once a replica has the write.
          const [[setError], [waitError, replicas]] = (await redis.pipeline().set(key, value).wait(1, 500).exec())!;
          if (!setError && !waitError && (replicas as number) >= 1) acknowledged.set(key, value);
          else writeFailures += 1;
        } catch {
          writeFailures += 1;
          await sleep(20);
        }
      }
    })();
    const reader = (async () => {
      while (running) {
        const some = [ids[0], ids[Math.floor(Math.random() * ids.length)], ids.at(-1)!];
        try {
          const found = await cards.find(some);
          if (found.size !== new Set(some).size) throw new Error('a card is missing');
        } catch {
          readFailures += 1;
          lastReadFailure = Date.now();
          await sleep(20);
        }
        await sleep(5);
      }
    })();

    await sleep(500);
    const killedAt = Date.now();
    process.kill(victim!.pid!, 'SIGKILL');
    // Recovered: the replica is master, and reads have succeeded for a second since their last failure.
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - killedAt < RECOVERY_LIMIT_MS + 5_000) {
      await sleep(200);
      const promoted = (await clusterNodes(redis).catch(() => [])).some(({ port, master, failing }) => port === replicaPort && master && !failing);
      if (promoted && readFailures > 0 && Date.now() - lastReadFailure > 1_000) recoveredAt = lastReadFailure;
      if (promoted && readFailures === 0 && Date.now() - killedAt > 3_000) recoveredAt = killedAt;
    }
    running = false;
    await Promise.all([writer, reader]);

    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoveredAt - killedAt).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(acknowledged.size).toBeGreaterThan(50);
    // The stream saw the outage: writes to the dead master's slots failed, or went unreplicated until it rejoined.
    expect(writeFailures).toBeGreaterThan(0);
    const lost = [];
    for (const [key, value] of acknowledged) if ((await redis.get(key)) !== value) lost.push(key);
    expect(lost).toEqual([]);
    const after = await cards.find(ids);
    expect(ids.filter((id) => after.get(id)?.name !== `Dr. Åsa O'Connor ${id}`)).toEqual([]);

    // The killed node is started again and rejoins as the replica of the node that took its slots.
    await ensureRedisCluster();
    const nodes = await clusterNodes(redis);
    const rejoined = nodes.find(({ port }) => port === victimPort)!;
    expect(rejoined.master).toBe(false);
    expect(rejoined.masterId).toBe(nodes.find(({ port }) => port === replicaPort)!.id);
    expect((await cards.find([ids[0]])).get(ids[0])?.name).toBe(`Dr. Åsa O'Connor ${ids[0]}`);
  }, 90_000);
});
