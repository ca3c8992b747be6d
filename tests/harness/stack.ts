import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ServiceCatalog, serviceNames, serviceUrlVariable, type ServiceName } from '@docnet/contracts';
import type { InfraEndpoints } from '@docnet/infra';
import { TEST_KAFKA_FETCH_WAIT_MS } from '@docnet/platform/testing/infra-endpoints';
import { dropNamespace, dropOpenSearchNamespace, dropRedisNamespace } from '@docnet/platform/testing/namespace-cleanup';
import { localDir, repoRoot } from './paths';
import { isAlive, spawnDetached, stopProcess, waitForHttp } from './processes';
import { startTraceCollector, tracingEnv } from './trace-collector';

export type Deployable = ServiceName | 'bff';

interface RunningProcess {
  pid: number;
  port: number;
  url: string;
  logFile: string;
  env: Record<string, string>;
}

/** Everything about a running stack, kept in a file so test workers can kill and restart its processes. */
export interface StackState {
  namespace: string;
  baseUrl: string;
  infra: InfraEndpoints;
  serviceToken: string;
  processes: Record<Deployable, RunningProcess>;
  /** The spans the stack's processes exported, when it was started with a trace collector. */
  traceFile?: string;
}

export interface StackOptions {
  infra: InfraEndpoints;
  /** Prefix of topics, consumer groups and databases; '' for the demo stack. */
  namespace: string;
  /** 'catalog': the catalogue's service ports and `bffPort`; 'free': ports the system hands out now, so stacks can run side by side. */
  ports: 'catalog' | 'free';
  bffPort?: number;
  logLevel?: string;
  /** Extra BFF environment (e.g. relaxed rate limits for tests). */
  bffEnv?: Record<string, string>;
  /** Extra environment per service. */
  serviceEnv?: ServiceEnv;
  /** Extra environment of every process (services and BFF), e.g. where to export traces. */
  commonEnv?: Record<string, string>;
  /** Where the trace collector of this stack writes the spans it receives (see trace-collector.ts). */
  traceFile?: string;
  stateFile: string;
}

export type ServiceEnv = Partial<Record<ServiceName, Record<string, string>>>;

/**
 * What the system and browser suites change in the services: they read search appearances back within
 * seconds, while the profile service writes them once a minute by default; they browse the spec's
 * sample events, news and CME, which a production network does not seed; and their reporters gain standing from
 * contributions a second old rather than two weeks old.
 */
export const SUITE_SERVICE_ENV: ServiceEnv = {
  profile: { STATISTICS_FLUSH_MS: '1000' },
  content: { REPORTER_STANDING_MIN_AGE_MS: '1000' },
  'events-news-cme': { SEED_SAMPLE_LISTINGS: 'true' },
};

/** The demo network of `npm start` shows the spec's sample events, news and CME. */
export const DEMO_SERVICE_ENV: ServiceEnv = { 'events-news-cme': { SEED_SAMPLE_LISTINGS: 'true' } };

function entryPoint(deployable: Deployable): string {
  return join(repoRoot, deployable === 'bff' ? 'bff' : `services/${deployable}`, 'dist/main.js');
}

function readinessUrl(deployable: Deployable, url: string): string {
  return deployable === 'bff' ? `${url}/api/health` : `${url}/health/ready`;
}

/** A VAPID key pair as `npm run vapid-keys -w services/notifications` makes one: a P-256 key, base64url. */
function vapidKeyPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key with leading zero bytes comes back shorter: VAPID wants all 32.
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: padded.toString('base64url') };
}

/** A port that is free now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts every service, then the BFF (serving the built SPA), each as its own process. */
export async function startStack(options: StackOptions): Promise<StackState> {
  const { infra, namespace } = options;
  // Random per stack: anyone on the machine can guess a process id, and the secrets guard every local stack.
  const serviceToken = randomBytes(32).toString('base64url');
  const logDir = join(localDir, 'logs', namespace || 'demo');
  mkdirSync(logDir, { recursive: true });
  const processes = {} as Record<Deployable, RunningProcess>;
  const common = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: options.logLevel ?? 'info',
    SERVICE_TOKEN: serviceToken,
    // Identity's key of one-time codes: production mode wants a secret of its own.
    CODE_HMAC_KEY: randomBytes(32).toString('base64url'),
    // Local stacks deliver email and SMS to the outbox files the tests and developers read.
    ALLOW_LOCAL_OUTBOX: 'true',
    // Web push signs with a VAPID pair, which production mode requires: a local stack makes its own.
    ...vapidKeyPair(),
    // A test stack's own folder, so what a suite finds there (e.g. the log scan's codes) is its own.
    ...(namespace ? { OUTBOX_DIR: join(localDir, 'outbox', namespace) } : {}),
    ...options.commonEnv,
  };
  const portOf = async (catalogPort: number) => (options.ports === 'free' ? freePort() : catalogPort);
  for (const name of serviceNames) {
    const port = await portOf(ServiceCatalog[name].port);
    const env = {
      ...common,
      PORT: String(port),
      MONGO_URL: infra.mongoUrl,
      MONGO_DB: `${namespace || 'docnet'}_${name.replace(/-/g, '_')}`,
      KAFKA_BROKERS: infra.kafkaBrokers,
      EVENTS_NAMESPACE: namespace,
      // Read models (ADR 3) and the inbox (ADR 1); keys start with the namespace.
      REDIS_URL: infra.redisUrl,
      // People search's engine (the profile service's adapter); index names start with the namespace.
      ...(name === 'profile' ? { OPENSEARCH_URL: infra.opensearchUrl } : {}),
      ...options.serviceEnv?.[name],
    };
    processes[name] = {
      pid: 0,
      port,
      url: `http://127.0.0.1:${port}`,
      logFile: join(logDir, `${name}.log`),
      env,
    };
  }
  const bffPort = await portOf(options.bffPort ?? 8080);
  const bffMetricsPort = await portOf(9464);
  processes.bff = {
    pid: 0,
    port: bffPort,
    url: `http://127.0.0.1:${bffPort}`,
    logFile: join(logDir, 'bff.log'),
    env: {
      ...common,
      PORT: String(bffPort),
      METRICS_PORT: String(bffMetricsPort),
      REDIS_URL: infra.redisUrl,
      // The live stream (GET /api/live) reads the stack's own topics.
      KAFKA_BROKERS: infra.kafkaBrokers,
      EVENTS_NAMESPACE: namespace,
      // Member ids start at 1 in every stack: without a prefix, ending a member's sessions would reach other stacks' members.
      REDIS_KEY_PREFIX: namespace ? `${namespace}:` : '',
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      WEB_DIST: join(repoRoot, 'web/dist'),
      S3_ENDPOINT: infra.s3.endpoint,
      S3_REGION: infra.s3.region,
      S3_ACCESS_KEY_ID: infra.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: infra.s3.secretAccessKey,
      S3_BUCKET: infra.s3.bucket,
      ...Object.fromEntries(serviceNames.map((name) => [serviceUrlVariable(name), processes[name].url])),
      ...options.bffEnv,
    },
  };
  const state: StackState = { namespace, baseUrl: processes.bff.url, infra, serviceToken, processes, traceFile: options.traceFile };
  try {
    await Promise.all(serviceNames.map((name) => launch(state, name)));
    await launch(state, 'bff');
  } catch (error) {
    // A stack that cannot start whole stops what did start: no service is left running without its BFF.
    await stopStack(state).catch(() => undefined);
    throw error;
  } finally {
    saveStackState(options.stateFile, state);
  }
  return state;
}

/**
 * Node's own options for a process, from its `DOCNET_NODE_ARGS` (space-separated): what NODE_OPTIONS may not
 * carry, e.g. the bench's `--cpu-prof`.
 */
const nodeArgsOf = (env: Record<string, string | undefined>): string[] =>
  env.DOCNET_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

async function launch(state: StackState, deployable: Deployable): Promise<void> {
  const running = state.processes[deployable];
  if (!existsSync(entryPoint(deployable))) throw new Error(`${deployable} is not built: run "npm run build"`);
  running.pid = spawnDetached(
    process.execPath,
    [...nodeArgsOf(running.env), entryPoint(deployable)],
    running.env,
    running.logFile,
  );
  await waitForHttp(readinessUrl(deployable, running.url), deployable, running.logFile, running.pid);
}

/** Kills one process (SIGKILL by default: a crash, not a shutdown). */
export async function killProcess(
  state: StackState,
  deployable: Deployable,
  signal: NodeJS.Signals = 'SIGKILL',
) {
  await stopProcess(state.processes[deployable].pid, signal);
}

/** Starts a process of the stack again, optionally with extra environment (e.g. FAULT_POINTS). */
export async function restartProcess(
  state: StackState,
  stateFile: string,
  deployable: Deployable,
  extraEnv: Record<string, string> = {},
): Promise<void> {
  const running = state.processes[deployable];
  await stopProcess(running.pid, 'SIGTERM');
  const baseEnv = Object.fromEntries(Object.entries(running.env).filter(([key]) => key !== 'FAULT_POINTS'));
  running.env = { ...baseEnv, ...extraEnv };
  running.pid = spawnDetached(
    process.execPath,
    [...nodeArgsOf(running.env), entryPoint(deployable)],
    running.env,
    running.logFile,
  );
  saveStackState(stateFile, state);
  await waitForHttp(readinessUrl(deployable, running.url), deployable, running.logFile, running.pid);
}

/** A process started beside the stack's own, e.g. a second replica of a service or a BFF configured for it. */
export interface ExtraProcess {
  deployable: Deployable;
  name: string;
  pid: number;
  url: string;
  logFile: string;
  env: Record<string, string>;
}

/**
 * Starts one more process of a deployable with the stack's environment for it, on a free port, plus `extraEnv`
 * (e.g. a BFF given several base URLs of a service); resolves once it is ready.
 */
export async function startExtraProcess(
  state: StackState,
  deployable: Deployable,
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<ExtraProcess> {
  const port = await freePort();
  const original = state.processes[deployable];
  const extra: ExtraProcess = {
    deployable,
    name,
    pid: 0,
    url: `http://127.0.0.1:${port}`,
    logFile: join(original.logFile, '..', `${name}.log`),
    env: {
      ...original.env,
      PORT: String(port),
      ...(deployable === 'bff' ? { METRICS_PORT: String(await freePort()) } : {}),
      ...extraEnv,
    },
  };
  await launchExtra(extra);
  return extra;
}

/** Stops an extra process (SIGTERM: gracefully) and starts it again on its port; resolves once it is ready. */
export async function restartExtraProcess(extra: ExtraProcess): Promise<void> {
  await stopProcess(extra.pid, 'SIGTERM');
  await launchExtra(extra);
}

async function launchExtra(extra: ExtraProcess): Promise<void> {
  extra.pid = spawnDetached(process.execPath, [...nodeArgsOf(extra.env), entryPoint(extra.deployable)], extra.env, extra.logFile);
  await waitForHttp(readinessUrl(extra.deployable, extra.url), extra.name, extra.logFile, extra.pid);
}

export async function stopStack(state: StackState): Promise<void> {
  await stopProcess(state.processes.bff?.pid ?? 0);
  await Promise.all(serviceNames.map((name) => stopProcess(state.processes[name]?.pid ?? 0)));
}

/**
 * Ends a stack a run started: stops its processes as its state file names them now (tests may have restarted some),
 * removes its databases, topics and Redis keys, and then the state file. What cannot be removed is warned about, never
 * thrown: the run's own result stands. The stack's logs stay in .local/logs for reading after the run.
 */
export async function endStack(stateFile: string): Promise<void> {
  if (!existsSync(stateFile)) return;
  const state = loadStackState(stateFile);
  const warn = (what: string) => (error: unknown) => console.warn(`could not ${what} of ${state.namespace}: ${String(error)}`);
  await stopStack(state).catch(warn('stop the processes'));
  await dropNamespace(state.infra.mongoUrl, state.infra.kafkaBrokers, state.namespace).catch(warn('drop the databases and topics'));
  await dropRedisNamespace(state.infra.redisUrl, state.namespace).catch(warn('drop the Redis keys'));
  await dropOpenSearchNamespace(state.infra.opensearchUrl, state.namespace).catch(warn('drop the OpenSearch indices'));
  rmSync(stateFile, { force: true });
}

export function saveStackState(file: string, state: StackState): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(state, null, 2));
}

export function loadStackState(file = process.env.DOCNET_STACK_FILE): StackState {
  if (!file || !existsSync(file))
    throw new Error('No running stack: run the system tests through "npm test"');
  return JSON.parse(readFileSync(file, 'utf8')) as StackState;
}

/**
 * The stack the system and browser suites run on: free ports, relaxed rate limits (the suites register
 * many members from one address), its own namespace; `bffEnv` adds to or overrides the BFF's environment,
 * `commonEnv` every process's.
 */
export function startTestStack(
  infra: InfraEndpoints,
  namespace: string,
  stateFile: string,
  { serviceEnv = {}, bffEnv = {}, commonEnv = {}, traceFile }: Pick<StackOptions, 'serviceEnv' | 'bffEnv' | 'commonEnv' | 'traceFile'> = {},
): Promise<StackState> {
  return startStack({
    infra,
    namespace,
    ports: 'free',
    logLevel: 'info',
    serviceEnv,
    commonEnv,
    traceFile,
    bffEnv: {
      SIGN_IN_ATTEMPTS_PER_15_MIN: '1000',
      SIGN_IN_ATTEMPTS_PER_IP_PER_15_MIN: '10000',
      REGISTRATIONS_PER_HOUR: '10000',
      REGISTRATIONS_PER_PHONE_PER_DAY: '10000',
      REGISTRATIONS_PER_DEVICE_PER_DAY: '10000',
      VERIFICATION_CODES_PER_IP_PER_HOUR: '10000',
      VERIFICATION_CHECKS_PER_IP_PER_HOUR: '10000',
      NPI_SEARCHES_PER_IP_PER_HOUR: '10000',
      PASSWORD_RESETS_PER_IP_PER_HOUR: '10000',
      CONTACT_MESSAGES_PER_IP_PER_HOUR: '10000',
      SUSPENSION_APPEALS_PER_IP_PER_HOUR: '10000',
      SERVICE_MAX_CALLS_PER_ADDRESS: '10000',
      ...bffEnv,
    },
    stateFile,
  });
}

/**
 * The stack of the system and browser suites: `SUITE_SERVICE_ENV`, every process exporting its traces to a
 * collector of this harness process, which writes them to `.local/traces/<namespace>.ndjson`, and the tests' short
 * Kafka fetch wait (the suites stop and restart processes).
 */
export async function startSuiteStack(infra: InfraEndpoints, namespace: string, stateFile: string): Promise<StackState> {
  const traceFile = join(localDir, 'traces', `${namespace}.ndjson`);
  const collector = await startTraceCollector(traceFile);
  const commonEnv = { ...tracingEnv(collector.endpoint), KAFKA_FETCH_WAIT_MS: String(TEST_KAFKA_FETCH_WAIT_MS) };
  return startTestStack(infra, namespace, stateFile, { serviceEnv: SUITE_SERVICE_ENV, commonEnv, traceFile });
}

export function processAlive(state: StackState, deployable: Deployable): boolean {
  return isAlive(state.processes[deployable].pid);
}
