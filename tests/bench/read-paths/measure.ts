import Redis from 'ioredis';
import { Worker } from 'node:worker_threads';
import type { ModelKeys } from './network';

/*
 * What the bench reads from the Redis servers themselves: the stall another client sees (a probe on connections of
 * its own), the slowest commands (SLOWLOG), and the keys and bytes of each model (SCAN, MEMORY USAGE, INFO memory).
 */

/** A plain connection to each master: the probe, SLOWLOG and memory go to every node, not through the Cluster client. */
export function nodeClients(masters: readonly number[]): Redis[] {
  return masters.map((port) => new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 1, lazyConnect: false }));
}

/** A key of a node's own slots (a Cluster answers MOVED for the others), for the probe's GET. */
async function ownKey(node: Redis): Promise<string> {
  const info = await node.info('cluster');
  if (!/cluster_enabled:1/.test(info)) return 'bench:probe';
  const ranges = await node.cluster('SLOTS');
  const port = Number(node.options.port);
  const mine = ranges.filter(([, , [, owner]]) => owner === port);
  for (let index = 0; index < 100_000; index += 1) {
    const key = `bench:probe:${index}`;
    const slot = Number(await node.cluster('KEYSLOT', key));
    if (mine.some(([from, to]) => slot >= from && slot <= to)) return key;
  }
  throw new Error(`no probe key for node ${port}`);
}

export interface ProbeResult {
  /** The longest a small GET waited for its answer, on any node (ms). */
  maxMs: number;
  p99Ms: number;
  count: number;
}

/*
 * The probe's loop, in a worker thread of its own: in the bench's event loop (busy with the reads and the background
 * load) it would time its own wait for the loop, not Redis. Plain JavaScript, so the worker needs no TypeScript loader.
 */
const PROBE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Redis = require('ioredis');
let stopped = false;
parentPort.on('message', () => { stopped = true; });
(async () => {
  const times = [];
  const clients = workerData.nodes.map(({ port }) => new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 1 }));
  await Promise.all(clients.map(async (client, index) => {
    const key = workerData.nodes[index].key;
    await client.set(key, 'x');
    while (!stopped) {
      const sent = process.hrtime.bigint();
      await client.get(key);
      times.push(Number(process.hrtime.bigint() - sent) / 1e6);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }));
  clients.forEach((client) => client.disconnect());
  parentPort.postMessage(times);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/**
 * Another user of Redis: a GET of a small key every millisecond on connections of its own (one per master, in a worker
 * thread), each timed from send to answer. Runs until `stop` is aborted.
 */
export async function probe(masters: readonly number[], stop: AbortSignal): Promise<ProbeResult> {
  const clients = nodeClients(masters);
  const keys = await Promise.all(clients.map(ownKey));
  clients.forEach((client) => client.disconnect());
  const worker = new Worker(PROBE_WORKER, { eval: true, workerData: { nodes: masters.map((port, index) => ({ port, key: keys[index] })) } });
  const answer = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (message: number[] | { error: string }) => (Array.isArray(message) ? resolve(message) : reject(new Error(message.error))));
    worker.once('error', reject);
  });
  if (stop.aborted) worker.postMessage('stop');
  else stop.addEventListener('abort', () => worker.postMessage('stop'), { once: true });
  const times = (await answer).sort((a, b) => a - b);
  await worker.terminate();
  return { maxMs: times.at(-1) ?? 0, p99Ms: times[Math.max(0, Math.ceil(0.99 * times.length) - 1)] ?? 0, count: times.length };
}

/** Commands slower than this are logged (µs): the target is none over 10 ms. */
const SLOWLOG_THRESHOLD_US = 1_000;

export async function resetSlowlogs(nodes: readonly Redis[]): Promise<void> {
  await Promise.all(
    nodes.map(async (node) => {
      await node.config('SET', 'slowlog-log-slower-than', String(SLOWLOG_THRESHOLD_US));
      await node.config('SET', 'slowlog-max-len', '1024');
      await node.slowlog('RESET');
    }),
  );
}

const BOOKKEEPING = new Set(['slowlog', 'config', 'info', 'scan', 'memory', 'dbsize', 'cluster']);

export interface SlowCommand {
  ms: number;
  command: string;
}

/** The slowest command every node logged since the last reset (undefined: none took over 1 ms). */
export async function worstCommand(nodes: readonly Redis[]): Promise<SlowCommand | undefined> {
  let worst: SlowCommand | undefined;
  for (const node of nodes) {
    const entries = (await node.slowlog('GET', 1024)) as [number, number, number, string[]][];
    for (const [, , micros, args] of entries) {
      // The bench's own bookkeeping (SLOWLOG RESET on a busy machine) is no read model's.
      if (BOOKKEEPING.has(String(args[0]).toLowerCase())) continue;
      if (!worst || micros / 1000 > worst.ms)
        worst = { ms: micros / 1000, command: args.slice(0, 3).map((arg) => String(arg).slice(0, 60)).join(' ') };
    }
  }
  return worst;
}

/** The CPU seconds the nodes have used since they started (user and system). */
export async function redisCpuSeconds(nodes: readonly Redis[]): Promise<number> {
  let total = 0;
  for (const node of nodes) {
    const info = await node.info('cpu');
    for (const field of ['used_cpu_user', 'used_cpu_sys']) total += Number(new RegExp(`${field}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  }
  return total;
}

/** The summed used_memory of the nodes (bytes), without the replication backlog and replicas' buffers (not the data's). */
export async function usedMemory(nodes: readonly Redis[]): Promise<number> {
  let total = 0;
  for (const node of nodes) {
    const info = await node.info('memory');
    const field = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)?.[1] ?? 0);
    total += field('used_memory') - field('mem_replication_backlog') - field('mem_clients_slaves');
  }
  return total;
}

/**
 * The model a key belongs to, from the key shapes the adapters document, each kind of key on its own (a model's
 * per-member keys and its shared ones differ a hundredfold in size, so they are sampled apart):
 * `{member:<id>}:<service>:<name>` is that model's per-member key (the connection graph's four per-member keys are one
 * model); `{<tag>:<id>}` a key per entity (`<tag> (per entity)`); any other `{<tag>…}` a shared key of the model
 * (`<tag> (shared)`), its tag without a trailing digest (`{social-graph:traits:<sha1>}` is a bucket of
 * `social-graph:traits`).
 */
export function modelOfKey(key: string): string {
  const perMember = /^\{member:\d+\}:(.+)$/.exec(key);
  if (perMember) {
    const name = perMember[1];
    if (/^social-graph:(conn|live|pending|friends)$/.test(name)) return 'social-graph:connections';
    if (name.startsWith('card:')) return `cards:${name.slice('card:'.length)}`;
    return name;
  }
  const tagged = /^\{([^}]*)\}/.exec(key);
  if (!tagged) return 'other';
  const perEntity = /^(.*):\d+$/.exec(tagged[1]);
  if (perEntity) return `${perEntity[1]} (per entity)`;
  const tag = tagged[1]
    .replace(/:[0-9a-f]{40}$/, '')
    .replace(/:others$/, '')
    .replace(/^ai-assistant:topic$/, 'ai-assistant:topics');
  return `${tag} (shared)`;
}

/**
 * Each model's keys and sampled bytes: SCAN over each node until `keysPerNode` keys were seen (SCAN's order is the
 * hash table's, effectively random), counts scaled to the node's DBSIZE, and MEMORY USAGE of up to `sample` keys of
 * each model.
 */
export async function modelKeys(nodes: readonly Redis[], keysPerNode: number, sample = 200): Promise<Record<string, ModelKeys>> {
  const models: Record<string, ModelKeys> = {};
  for (const node of nodes) {
    const size = await node.dbsize();
    const seen: Record<string, number> = {};
    const toSample: Record<string, string[]> = {};
    let scanned = 0;
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'COUNT', 5000);
      cursor = next;
      for (const key of keys) {
        const model = modelOfKey(key);
        seen[model] = (seen[model] ?? 0) + 1;
        const chosen = (toSample[model] ??= []);
        if (chosen.length < sample) chosen.push(key);
      }
      scanned += keys.length;
    } while (cursor !== '0' && scanned < keysPerNode);
    const scale = scanned === 0 ? 0 : Math.max(1, size / scanned);
    for (const [model, count] of Object.entries(seen)) {
      const bytes = await Promise.all(toSample[model].map((key) => node.memory('USAGE', key, 'SAMPLES', 5)));
      const entry = (models[model] ??= { keys: 0, sampled: 0, sampledBytes: 0 });
      entry.keys += Math.round(count * scale);
      entry.sampled += bytes.length;
      entry.sampledBytes += bytes.reduce<number>((sum, one) => sum + Number(one ?? 0), 0);
    }
  }
  return models;
}
