/**
 * `npm run bench`: the load benchmark through the BFF (see tests/bench/README.md for the flags and how
 * to read the report). Starts its own stack (or reuses the one DOCNET_STACK_FILE names), seeds a network
 * straight into the services' databases, signs members in through /api/auth/login, climbs a ladder of
 * fixed arrival rates with the mixed workload, measures the two references at the same rates, search and
 * feed at the seeded scale and the freshness of a renamed member, then prints the report and writes it as
 * JSON under .local/bench/. Missed targets are reported, not failed: it exits non-zero only when the
 * benchmark itself breaks.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiRoutes, FEED_LIMIT, serviceNames } from '@docnet/contracts';
import { ensureInfra } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { localDir } from '../harness/paths';
import { endStack, loadStackState, startTestStack, type StackState } from '../harness/stack';
import { runStep } from '../harness/suites';
import { formatProfiles, summarizeProfiles } from './cpu-profile';
import { measureFreshness, signInPairs, type FreshnessSummary, type SignedInPairs } from './freshness';
import {
  runOpenLoop,
  summarize,
  type LatencySummary,
  type OpenLoopResult,
  type PlannedRequest,
  type Sample,
} from './open-loop';
import { Random } from './random';
import { startReferenceServer } from './reference-server';
import {
  checkTargets,
  formatReport,
  kneeOf,
  statusList,
  stepReport,
  type BenchReport,
  type ScaleReport,
  type StepReport,
} from './report';
import { seedNetwork, type SeededNetwork, type SeedSizes } from './seed';
import { countCpu, stackProcesses } from './process-cpu';
import { formatRouteCosts, measureRouteCosts } from './route-costs';
import { mixedWorkload, searchText, signIn, type SignedInMember } from './workload';

const { values: flags } = parseArgs({
  options: {
    rates: { type: 'string', default: '25,50,100,200,400' },
    'step-seconds': { type: 'string', default: '30' },
    'ref-seconds': { type: 'string' },
    'warmup-seconds': { type: 'string', default: '5' },
    'max-error-rate': { type: 'string', default: '0.05' },
    scale: { type: 'boolean', default: false },
    members: { type: 'string' },
    contents: { type: 'string' },
    connections: { type: 'string' },
    sessions: { type: 'string', default: '200' },
    freshness: { type: 'string', default: '100' },
    'freshness-pairs': { type: 'string', default: '10' },
    'freshness-budget-seconds': { type: 'string', default: '300' },
    'freshness-load': { type: 'string', default: '50' },
    'poll-ms': { type: 'string', default: '10' },
    'idle-requests': { type: 'string', default: '200' },
    'scale-rate': { type: 'string', default: '20' },
    'scale-seconds': { type: 'string', default: '30' },
    'seed-only': { type: 'boolean', default: false },
    'reuse-seed': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    'route-costs': { type: 'string', default: '0' },
    'route-costs-seconds': { type: 'string', default: '10' },
    'route-costs-only': { type: 'boolean', default: false },
    stop: { type: 'boolean', default: false },
  },
  strict: true,
});

const number = (name: keyof typeof flags, fallback?: number): number => {
  const raw = flags[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (value === undefined || !Number.isFinite(value) || value < 0)
    throw new Error(`--${name} must be a number`);
  return value;
};

const log = (line: string) => console.log(`[bench] ${line}`);

function seedSizes(): SeedSizes {
  const members = number('members', flags.scale ? 10_000 : 500);
  return {
    members,
    contents: number('contents', flags.scale ? 100_000 : members * 10),
    connections: number('connections', flags.scale ? 300_000 : members * 3),
    freshnessPairs: Math.max(1, number('freshness-pairs')),
  };
}

/** Each signed-in member writes far more often in the mix than a person would: the per-member write limits out of the way. */
const BENCH_WRITE_LIMITS = Object.fromEntries(
  [
    'CONTENTS_PER_HOUR',
    'COMMENTS_PER_HOUR',
    'LIKES_PER_HOUR',
    'CONNECTION_REQUESTS_PER_HOUR',
    'LISTINGS_PER_HOUR',
  ].map((name) => [name, '1000000']),
);

/** Where `--cpu-prof` has each process of the bench's own stack write its profile when it stops. */
const profileDir = (namespace: string) => join(localDir, 'bench', 'profiles', namespace);

const manifestFile = (namespace: string) => join(localDir, 'bench', `seed-${namespace}.json`);

async function stack(): Promise<{ state: StackState; stateFile: string; owned: boolean }> {
  const reused = process.env.DOCNET_STACK_FILE;
  if (reused) return { state: loadStackState(reused), stateFile: reused, owned: false };
  if (!flags['no-build']) {
    const build = await runStep('build', 'npm', ['run', 'build']);
    if (!build.ok) throw new Error('the build failed');
  }
  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  const namespace = uniqueNamespace('bench');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  log(`starting a stack in namespace ${namespace}`);
  const profiling = (name: string): Record<string, string> =>
    flags['cpu-prof']
      ? {
          DOCNET_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profileDir(namespace)} --cpu-prof-name=${name}.cpuprofile`,
        }
      : {};
  const serviceEnv = Object.fromEntries(serviceNames.map((name) => [name, profiling(name)]));
  return {
    state: await startTestStack(infra, namespace, stateFile, {
      serviceEnv,
      bffEnv: { ...BENCH_WRITE_LIMITS, ...profiling('bff') },
    }),
    stateFile,
    owned: true,
  };
}

async function seeded(state: StackState): Promise<{ network: SeededNetwork; reused: boolean }> {
  const file = manifestFile(state.namespace);
  if (flags['reuse-seed'] && existsSync(file)) {
    log(`reusing the seed of ${file}`);
    return { network: JSON.parse(readFileSync(file, 'utf8')) as SeededNetwork, reused: true };
  }
  const sizes = seedSizes();
  log(`seeding ${sizes.members} members, ${sizes.contents} contents, ${sizes.connections} connections`);
  const network = await seedNetwork(state, serviceNames, sizes, log);
  mkdirSync(join(localDir, 'bench'), { recursive: true });
  writeFileSync(file, JSON.stringify(network));
  log(
    `seeded in ${Object.values(network.timings)
      .reduce((a, b) => a + b, 0)
      .toFixed(1)} s (${file})`,
  );
  return { network, reused: false };
}

/** The ladder with both references at each rate; stops climbing when errors explode. */
async function ladder(
  state: StackState,
  network: SeededNetwork,
  sessions: SignedInMember[],
): Promise<{ steps: StepReport[]; stoppedBecause: string | null }> {
  const rates = (flags.rates ?? '')
    .split(',')
    .map(Number)
    .filter((rate) => rate > 0);
  if (rates.length === 0) throw new Error('--rates needs at least one rate');
  const seconds = number('step-seconds');
  const refSeconds = number('ref-seconds', Math.min(seconds, 10));
  const maxErrorRate = number('max-error-rate');
  const workload = mixedWorkload(network, sessions);
  const random = new Random(11);
  const floorRequest = (): PlannedRequest => ({
    route: 'GET /api/auth/me',
    kind: 'read',
    method: 'GET',
    path: ApiRoutes.authMe,
    cookie: random.pick(sessions).cookie,
  });
  const ceilingServer = await startReferenceServer();
  const processes = await stackProcesses(state);
  const steps: StepReport[] = [];
  let stoppedBecause: string | null = null;
  try {
    const warmup = number('warmup-seconds');
    if (warmup > 0) {
      log(`warming up at ${rates[0]} rps for ${warmup} s`);
      await runOpenLoop({ baseUrl: state.baseUrl, rate: rates[0], seconds: warmup, next: workload });
    }
    for (const rate of rates) {
      log(`${rate} rps: ceiling ${refSeconds} s, floor ${refSeconds} s, mixed ${seconds} s`);
      const ceiling = await runOpenLoop({
        baseUrl: ceilingServer.url,
        rate,
        seconds: refSeconds,
        next: () => ({ route: 'GET / (bare node:http)', kind: 'read', method: 'GET', path: '/' }),
      });
      const floor = await runOpenLoop({
        baseUrl: state.baseUrl,
        rate,
        seconds: refSeconds,
        next: floorRequest,
      });
      const stepCpu = countCpu(processes);
      const mixed: OpenLoopResult = await runOpenLoop({
        baseUrl: state.baseUrl,
        rate,
        seconds,
        next: workload,
      });
      const step = stepReport(mixed, ceiling, floor, stepCpu());
      steps.push(step);
      log(
        `${rate} rps: p50 ${step.all.p50.toFixed(1)} ms, p99 ${step.all.p99.toFixed(1)} ms, ${step.all.errors} errors of ${step.all.count}`,
      );
      const errorRate = step.all.errors / Math.max(1, step.all.count);
      if (errorRate > maxErrorRate) {
        stoppedBecause = `${(errorRate * 100).toFixed(1)}% errors at ${rate} rps (more than ${(maxErrorRate * 100).toFixed(1)}%)`;
        break;
      }
    }
  } finally {
    ceilingServer.stop();
  }
  return { steps, stoppedBecause };
}

/** `GET /api/auth/me` one request at a time on the otherwise idle stack: what one signed-in call costs. */
async function idleFloor(state: StackState, sessions: SignedInMember[]): Promise<LatencySummary | undefined> {
  const count = number('idle-requests');
  if (count === 0) return undefined;
  const random = new Random(5);
  const samples: Sample[] = [];
  for (let index = 0; index < count; index += 1) {
    const result = await runOpenLoop({
      baseUrl: state.baseUrl,
      rate: 1000,
      seconds: 0.001,
      next: () => ({
        route: 'GET /api/auth/me',
        kind: 'read',
        method: 'GET',
        path: ApiRoutes.authMe,
        cookie: random.pick(sessions).cookie,
      }),
    });
    samples.push(...result.samples);
  }
  return summarize(samples);
}

/** Doctor search and the home feed alone, at a modest rate, on the seeded scale. */
async function scaleReads(
  state: StackState,
  network: SeededNetwork,
  sessions: SignedInMember[],
): Promise<ScaleReport> {
  const random = new Random(23);
  const rate = number('scale-rate');
  const seconds = number('scale-seconds');
  const result = await runOpenLoop({
    baseUrl: state.baseUrl,
    rate,
    seconds,
    next: () => {
      const cookie = random.pick(sessions).cookie;
      return random.int(2) === 0
        ? {
            route: 'GET /api/users/search?query=',
            kind: 'read',
            method: 'GET',
            path: `${ApiRoutes.usersSearch}?query=${encodeURIComponent(searchText(random))}`,
            cookie,
          }
        : {
            route: 'GET /api/contents?limit=10',
            kind: 'read',
            method: 'GET',
            path: `${ApiRoutes.contents}?limit=${FEED_LIMIT}`,
            cookie,
          };
    },
  });
  const routes = new Map<string, OpenLoopResult['samples']>();
  for (const sample of result.samples)
    routes.set(sample.route, [...(routes.get(sample.route) ?? []), sample]);
  return {
    members: network.sizes.members,
    contents: network.sizes.contents,
    connections: network.sizes.connections,
    rate,
    seconds,
    routes: Object.fromEntries([...routes.entries()].map(([route, samples]) => [route, summarize(samples)])),
  };
}

/** The renamed member's freshness while `--freshness-load` rps of the mixed workload run beside it. */
async function freshnessUnderLoad(
  state: StackState,
  network: SeededNetwork,
  sessions: SignedInMember[],
  members: SignedInPairs,
  changes: number,
): Promise<FreshnessSummary> {
  const loadRate = number('freshness-load');
  const budgetSeconds = number('freshness-budget-seconds');
  log(`freshness over ${changes} name changes, with ${loadRate} rps of mixed load beside it`);
  const stopLoad = new AbortController();
  const background =
    loadRate > 0
      ? runOpenLoop({
          baseUrl: state.baseUrl,
          rate: loadRate,
          seconds: budgetSeconds + 60,
          next: mixedWorkload(network, sessions),
          signal: stopLoad.signal,
        })
      : undefined;
  let summary: FreshnessSummary;
  try {
    summary = await measureFreshness(
      state,
      members,
      changes,
      {
        pollIntervalMs: number('poll-ms'),
        timeoutMs: 30_000,
        budgetMs: budgetSeconds * 1000,
        tag: network.tag,
      },
      log,
    );
  } finally {
    stopLoad.abort();
  }
  const load = await background;
  if (!load) return summary;
  const { errors, errorStatuses } = summarize(load.samples);
  log(`freshness: background load ${load.samples.length} requests, ${errors} errors${statusList(errorStatuses)}`);
  return { ...summary, background: { rate: loadRate, requests: load.samples.length, errors, errorStatuses } };
}

/** `--route-costs <rate>`: each route alone, with the CPU it costs every process per request (route-costs.ts). */
async function routeCosts(state: StackState, network: SeededNetwork, sessions: SignedInMember[], startedAt: Date): Promise<void> {
  const rate = number('route-costs');
  if (rate <= 0) return;
  log(`each route alone at ${rate} rps: CPU per request`);
  const costs = await measureRouteCosts(state, network, sessions, { rate, seconds: number('route-costs-seconds') });
  const file = join(localDir, 'bench', `route-costs-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(costs, null, 2));
  console.log(`\n${formatRouteCosts(costs)}\n\nJSON: ${file}\n`);
}

/** Stops a stack kept by --keep or --seed-only and drops its databases, topics and Redis keys. */
async function stopKept(stateFile: string): Promise<void> {
  const { namespace } = loadStackState(stateFile);
  await endStack(stateFile);
  log(`stopped the stack of ${namespace} and dropped its databases, topics and Redis keys`);
}

async function main(): Promise<void> {
  const startedAt = new Date();
  if (flags.stop) {
    if (!process.env.DOCNET_STACK_FILE) throw new Error('--stop needs DOCNET_STACK_FILE');
    return stopKept(process.env.DOCNET_STACK_FILE);
  }
  const { state, stateFile, owned } = await stack();
  const keep = flags.keep || flags['seed-only'];
  let network: SeededNetwork | undefined;
  try {
    const seed = await seeded(state);
    network = seed.network;
    const { reused } = seed;
    if (flags['seed-only']) {
      log(`bench the seeded stack with: DOCNET_STACK_FILE=${stateFile} npm run bench -- --reuse-seed`);
      return;
    }
    const sessionCount = Math.min(number('sessions'), network.members.length);
    log(`signing in ${sessionCount} members through ${ApiRoutes.authLogin}`);
    const sessions = await signIn(state.baseUrl, network.members.slice(0, sessionCount));
    const changes = number('freshness');
    const freshnessMembers = changes > 0 ? await signInPairs(state.baseUrl, network.freshness) : undefined;
    log('idle: GET /api/auth/me one request at a time');
    const idle = await idleFloor(state, sessions);
    if (flags['route-costs-only']) return await routeCosts(state, network, sessions, startedAt);
    const { steps, stoppedBecause } = await ladder(state, network, sessions);
    log('search and feed at the seeded scale');
    const scale = await scaleReads(state, network, sessions);
    const freshness =
      freshnessMembers && (await freshnessUnderLoad(state, network, sessions, freshnessMembers, changes));
    const partial: Omit<BenchReport, 'targets'> = {
      startedAt: startedAt.toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
      },
      options: { ...flags, namespace: state.namespace },
      seed: {
        members: network.sizes.members,
        contents: network.sizes.contents,
        connections: network.sizes.connections,
        seconds: network.timings,
        reused,
      },
      idle,
      steps,
      knee: kneeOf(steps),
      stoppedBecause,
      scale,
      freshness,
    };
    await routeCosts(state, network, sessions, startedAt);
    const report: BenchReport = { ...partial, targets: checkTargets(partial) };
    const dir = join(localDir, 'bench');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(`\n${formatReport(report)}\n\nJSON report: ${file}`);
  } finally {
    // A stack that stays keeps its connections: the next --reuse-seed run must not request these pairs again (409).
    if (network && (!owned || keep)) writeFileSync(manifestFile(state.namespace), JSON.stringify(network));
    if (owned && !keep) {
      log('stopping the stack');
      await endStack(stateFile);
      if (flags['cpu-prof']) {
        const dir = profileDir(state.namespace);
        const summary = formatProfiles(summarizeProfiles(dir));
        writeFileSync(join(dir, 'summary.txt'), `${summary}\n`);
        console.log(`\n${summary}\n\nprofiles: ${dir} (open a .cpuprofile in Chrome DevTools)`);
      }
    } else if (owned)
      log(`stack kept running; stop it with: DOCNET_STACK_FILE=${stateFile} npm run bench -- --stop`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
