/*
 * `npm run bench:read-paths`: the read models at the size of the profession. Seeds members straight into the read
 * models through the services' own Redis adapters (no document store, no services running), on a scratch single Redis
 * or a scratch Redis Cluster of its own, grows the same network in steps (100,000, 300,000, 1,000,000 members by
 * default, adding members rather than seeding again), and at each size measures each hot read at a fixed rate (an open
 * model, latencies from each read's due time) while a background mixed load runs, the stall a second client sees, the
 * slowest command SLOWLOG kept, and the bytes per member of every model. Prints a table per size and appends the run
 * to tests/bench/results/<day>.md. Never asserted: the targets are read from the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { connectRedis } from '../../../services/platform/src/redis/connect-redis';
import { quantile, runOpenSchedule } from '../open-loop';
import { Random } from '../random';
import { modelKeys, nodeClients, probe, redisCpuSeconds, resetSlowlogs, usedMemory, worstCommand, type ProbeResult, type SlowCommand } from './measure';
import { ReadModels } from './models';
import { BenchNetwork, bytesPerMember, type BenchMember } from './network';
import { startCluster, startSingle, type BenchRedis } from './redis-servers';

interface Options {
  redis: 'single' | 'cluster';
  sizes: number[];
  rate: number;
  /** The rate of the two computed lists (work off the request path, not hot reads). */
  computeRate: number;
  seconds: number;
  loadRate: number;
  replicas: number;
  contentsPerMember: number;
  scanKeys: number;
  reserveGiB: number;
  /** Append to the day's results file (off for a trial run). */
  record: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (flag: string, fallback: number) => {
    const given = value(flag);
    if (given === undefined) return fallback;
    const parsed = Number(given);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${flag} must be a number, not '${given}'`);
    return parsed;
  };
  const redis = value('--redis') ?? 'single';
  if (redis !== 'single' && redis !== 'cluster') throw new Error(`--redis must be single or cluster, not '${redis}'`);
  const sizes = (value('--sizes') ?? '100000,300000,1000000').split(',').map(Number);
  if (sizes.some((size, index) => !Number.isInteger(size) || size <= 0 || (index > 0 && size <= sizes[index - 1])))
    throw new Error('--sizes must be growing member counts, e.g. 100000,300000,1000000');
  return {
    redis,
    sizes,
    rate: number('--rate', 100),
    computeRate: number('--compute-rate', 20),
    seconds: number('--seconds', 10),
    loadRate: number('--load-rate', 100),
    replicas: argv.includes('--no-replicas') ? 0 : number('--replicas', 1),
    contentsPerMember: number('--contents-per-member', 0.5),
    scanKeys: number('--scan-keys', Infinity),
    reserveGiB: number('--reserve-gib', 4),
    record: !argv.includes('--no-record'),
  };
}

/**
 * Members seeded per second on the project's 2-vCPU machine when quiet, for the estimate: trials at 10,000–50,000
 * members (with the machine busy with other work) used 1.15 ms of the bench's CPU per member on a single Redis and
 * 1.35 ms on the cluster, Redis a quarter of that; the bench's CPU is the limit.
 */
const SEED_RATE = { single: 800, cluster: 650 } as const;
/** Seconds a measured read costs besides its own (start, SLOWLOG, settling). */
const READ_OVERHEAD_S = 2;
/** Keys per member over all models, and keys the memory scan sorts per second. */
const KEYS_PER_MEMBER = 14;
const SCANNED_PER_S = 300_000;
const BATCH = 2_000;
const READERS = 2_000;
/** Members whose suggestion lists are computed before the stored-list read (what the services' events do). */
const PRECOMPUTED = 500;
/** Bytes per member assumed before the first size has measured them (for the memory guard). */
const FIRST_GUESS_BYTES = 12_000;

interface ReadFigures {
  count: number;
  errors: number;
  firstError?: string;
  p50: number;
  p99: number;
  max: number;
  backgroundP99: number;
  driverLagMs: number;
  stall: ProbeResult;
  slowest?: SlowCommand;
}

interface SizeFigures {
  members: number;
  connections: number;
  maxDegree: number;
  seedSeconds: number;
  /** CPU seconds this step's seeding took in the bench's process and in Redis (every master): what a quiet machine waits for. */
  seedCpuSeconds: { bench: number; redis: number };
  /** Seconds each model's seeding took, all sizes so far. */
  seedSecondsPerModel: Record<string, number>;
  reads: Record<string, ReadFigures>;
  usedBytesPerMember: number;
  models: Record<string, { keys: number; bytesPerMember: number }>;
  modelsBytesPerMember: number;
}

function memAvailableBytes(): number {
  const line = /MemAvailable:\s+(\d+) kB/.exec(fs.readFileSync('/proc/meminfo', 'utf8'));
  return line ? Number(line[1]) * 1024 : Infinity;
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const gib = (bytes: number) => (bytes / 2 ** 30).toFixed(1);

function estimateMinutes(options: Options): number {
  const seeding = options.sizes[options.sizes.length - 1] / SEED_RATE[options.redis];
  const reading = options.sizes.length * (7 * (options.seconds + READ_OVERHEAD_S) + PRECOMPUTED * 0.01);
  const scanning = options.sizes.reduce((sum, size) => sum + Math.min(size * KEYS_PER_MEMBER, options.scanKeys * 3), 0) / SCANNED_PER_S;
  return (seeding + reading + scanning) / 60;
}

async function measureRead(
  models: ReadModels,
  read: (member: BenchMember) => Promise<unknown>,
  readers: readonly BenchMember[],
  server: BenchRedis,
  options: Options,
  rate: number,
  random: Random,
): Promise<ReadFigures> {
  const nodes = nodeClients(server.masters);
  const reads = models.reads();
  await resetSlowlogs(nodes);
  const stop = new AbortController();
  const stall = probe(server.masters, stop.signal);
  const background: number[] = [];
  const load = runOpenSchedule({
    rate: options.loadRate,
    seconds: options.seconds + 60,
    signal: stop.signal,
    fire: async (due) => {
      await models.backgroundOperation(random.pick(readers), random.pick(readers), reads).catch(() => undefined);
      background.push(Number(process.hrtime.bigint() - due) / 1e6);
    },
  });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const { maxSendLagMs } = await runOpenSchedule({
    rate,
    seconds: options.seconds,
    fire: async (due) => {
      try {
        await read(random.pick(readers));
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message.slice(0, 160);
      }
      latencies.push(Number(process.hrtime.bigint() - due) / 1e6);
    },
  });
  stop.abort();
  const [probed] = await Promise.all([stall, load]);
  const slowest = await worstCommand(nodes);
  nodes.forEach((node) => node.disconnect());
  latencies.sort((a, b) => a - b);
  background.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    ...(firstError && { firstError }),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    backgroundP99: quantile(background, 0.99),
    driverLagMs: maxSendLagMs,
    stall: probed,
    ...(slowest && { slowest }),
  };
}

function printSize(topology: string, figures: SizeFigures): string {
  const lines = [
    `### ${figures.members.toLocaleString('en-US')} members, ${topology}`,
    '',
    `${figures.connections.toLocaleString('en-US')} connections (most of one member: ${figures.maxDegree}), this step seeded in ${figures.seedSeconds.toFixed(0)} s (CPU: bench ${figures.seedCpuSeconds.bench.toFixed(0)} s, Redis ${figures.seedCpuSeconds.redis.toFixed(0)} s; all steps, per model: ${Object.entries(figures.seedSecondsPerModel).map(([model, seconds]) => `${model} ${seconds.toFixed(0)} s`).join(', ')}).`,
    '',
    '| read | reads | errors | p50 | p99 | max | stall seen by others (max / p99) | slowest command (SLOWLOG, over 1 ms) | background p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const [name, read] of Object.entries(figures.reads)) {
    const slow = read.slowest ? `${fmt(read.slowest.ms)} ms \`${read.slowest.command}\`` : 'none';
    const errors = read.errors ? `${read.errors} (${read.firstError})` : '0';
    lines.push(
      `| ${name} | ${read.count} | ${errors} | ${fmt(read.p50)} | ${fmt(read.p99)} | ${fmt(read.max)} | ${fmt(read.stall.maxMs)} / ${fmt(read.stall.p99Ms)} | ${slow} | ${fmt(read.backgroundP99)} |`,
    );
  }
  lines.push('', '| model | keys | bytes per member |', '| --- | ---: | ---: |');
  // The models' bookkeeping keys (rebuild markers) weigh nothing per member.
  const weighed = Object.entries(figures.models).filter(([, { bytesPerMember: bytes }]) => bytes >= 1);
  for (const [model, { keys, bytesPerMember: bytes }] of weighed.sort(([, a], [, b]) => b.bytesPerMember - a.bytesPerMember))
    lines.push(`| ${model} | ${keys.toLocaleString('en-US')} | ${bytes.toFixed(0)} |`);
  lines.push(
    `| **all models** (sampled MEMORY USAGE) | | **${figures.modelsBytesPerMember.toFixed(0)}** |`,
    `| used_memory growth since the empty server | | ${figures.usedBytesPerMember.toFixed(0)} |`,
    '',
  );
  const text = lines.join('\n');
  console.log(`\n${text}`);
  return text;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const topology = options.redis === 'single' ? 'single Redis' : `Redis Cluster, 3 masters${options.replicas ? `, ${options.replicas} replica each` : ', no replicas'}`;
  const command = `npm run bench:read-paths -- ${process.argv.slice(2).join(' ')}`.trim();
  console.log(`read paths on a ${topology}: ${options.sizes.join(', ')} members, each read at ${options.rate} rps for ${options.seconds} s beside ${options.loadRate} ops/s of background load`);
  console.log(`estimate: about ${estimateMinutes(options).toFixed(0)} min on the project's 2-vCPU machine, quiet (seeding ~${SEED_RATE[options.redis]} members/s)`);
  if (process.argv.includes('--estimate')) return;

  const server = options.redis === 'single' ? await startSingle() : await startCluster(options.replicas);
  const cleanup = () => void server.stop();
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  const redis = connectRedis(server.url, { maxRetriesPerRequest: 5 });
  const started = Date.now();
  const sections: string[] = [];
  const figuresBySize: SizeFigures[] = [];
  try {
    const models = new ReadModels(redis, '');
    const network = new BenchNetwork();
    const random = new Random(99);
    const nodes = nodeClients(server.masters);
    const emptyBytes = await usedMemory(nodes);
    const readers: BenchMember[] = [];
    let connections = 0;
    let seen = 0;
    let bytesPerMemberSoFar = FIRST_GUESS_BYTES;
    for (const size of options.sizes) {
      const needed = (size - network.size) * bytesPerMemberSoFar * (1 + (options.redis === 'cluster' ? options.replicas : 0));
      const available = memAvailableBytes() - options.reserveGiB * 2 ** 30;
      if (needed > available) {
        const stop = `stopped before ${size.toLocaleString('en-US')} members: they need about ${gib(needed)} GiB more (${bytesPerMemberSoFar.toFixed(0)} bytes per member${options.redis === 'cluster' && options.replicas ? ', twice with the replicas' : ''}), ${gib(available)} GiB are available beyond the ${options.reserveGiB} GiB kept for others`;
        console.log(stop);
        sections.push(`${stop}.\n`);
        break;
      }
      const seedStarted = Date.now();
      const benchCpu = process.cpuUsage();
      const redisCpu = await redisCpuSeconds(nodes);
      while (network.size < size) {
        const grown = network.grow(Math.min(BATCH, size - network.size));
        connections += grown.connections.length;
        for (const member of grown.members) {
          seen += 1;
          if (readers.length < READERS) readers.push(member);
          else if (random.int(seen) < READERS) readers[random.int(READERS)] = member;
        }
        await models.seed(grown.members, grown.connections, options.contentsPerMember, network.size);
        if (network.size % 50_000 < BATCH)
          process.stderr.write(`  seeded ${network.size.toLocaleString('en-US')} members, ${((Date.now() - seedStarted) / 1000).toFixed(0)} s\n`);
      }
      await models.markComplete();
      const seedSeconds = (Date.now() - seedStarted) / 1000;
      const usage = process.cpuUsage(benchCpu);
      const seedCpuSeconds = { bench: (usage.user + usage.system) / 1e6, redis: (await redisCpuSeconds(nodes)) - redisCpu };
      const used = await usedMemory(nodes);
      bytesPerMemberSoFar = Math.max(1_000, (used - emptyBytes) / network.size);
      // The stored suggestion lists of some readers, computed as the services' events compute them.
      await models.suggestionBuilder.refresh(readers.slice(0, PRECOMPUTED).map(({ id }) => id)).catch(() => undefined);
      const readsAt: Record<string, ReadFigures> = {};
      for (const [name, read] of Object.entries(models.reads())) {
        const pool = name === 'people you may know' ? readers.slice(0, PRECOMPUTED) : readers;
        const rate = name.endsWith('(computed)') ? options.computeRate : options.rate;
        readsAt[name] = await measureRead(models, read, pool, server, options, rate, random);
        process.stderr.write(`  ${name}: p99 ${fmt(readsAt[name].p99)} ms\n`);
      }
      const keys = await modelKeys(nodes, options.scanKeys);
      const perMember = bytesPerMember(keys, network.size);
      const figures: SizeFigures = {
        members: network.size,
        connections,
        maxDegree: network.maxDegree(),
        seedSeconds,
        seedCpuSeconds,
        seedSecondsPerModel: { ...models.seedSeconds },
        reads: readsAt,
        usedBytesPerMember: (used - emptyBytes) / network.size,
        models: Object.fromEntries(Object.entries(keys).map(([model, entry]) => [model, { keys: entry.keys, bytesPerMember: perMember.perModel[model] }])),
        modelsBytesPerMember: perMember.total,
      };
      figuresBySize.push(figures);
      sections.push(printSize(topology, figures));
      const elapsed = (Date.now() - started) / 60_000;
      const rate = network.size / Math.max(1, (Date.now() - started) / 1000);
      console.log(`elapsed ${elapsed.toFixed(1)} min (${rate.toFixed(0)} members/s overall)`);
    }
    nodes.forEach((node) => node.disconnect());
    if (models.failures.length) {
      const failed = models.failures.map(({ model, error }) => `- ${model}: ${error}`).join('\n');
      console.log(`\nmodels that could not be seeded on this topology (their reads fail):\n${failed}`);
      sections.push(`Models that could not be seeded on this topology (their reads fail):\n\n${failed}\n`);
    }
  } finally {
    redis.disconnect();
    await server.stop();
  }
  const minutes = (Date.now() - started) / 60_000;
  console.log(`\ndone in ${minutes.toFixed(1)} min`);
  if (options.record) record(command, topology, minutes, sections, figuresBySize);
}

/** Appends the run to the day's results file (the README keeps only the latest figures) and writes its JSON. */
function record(command: string, topology: string, minutes: number, sections: string[], figures: SizeFigures[]): void {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const json = path.resolve(__dirname, `../../../.local/bench/read-paths-${now.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(json), { recursive: true });
  fs.writeFileSync(json, JSON.stringify({ command, topology, minutes, figures }, null, 2));
  const file = path.resolve(__dirname, `../results/${day}.md`);
  const header = fs.existsSync(file)
    ? ''
    : `# Bench results, ${day}\n\nMeasurements of the benches on that day; the commands are in [the README](../README.md).\n`;
  const section = [
    `\n## ${day} ${now.toISOString().slice(11, 16)} UTC: read paths, ${topology}`,
    '',
    `\`${command}\`, ${minutes.toFixed(1)} min, on the project's 2-vCPU machine (${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} load at the end).`,
    'Latencies in ms from each read\'s due time; the stall is a GET of a small key every millisecond on connections of its own, one per master.',
    '',
    ...sections,
  ].join('\n');
  fs.appendFileSync(file, `${header}${section}`);
  console.log(`figures appended to ${path.relative(process.cwd(), file)}; JSON in ${path.relative(process.cwd(), json)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
