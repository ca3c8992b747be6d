import fs from 'node:fs';
import path from 'node:path';
import { containerEngineReachable, startContainerInfra } from './containers';
import { kafka } from './kafka';
import { mongo } from './mongo';
import { opensearch } from './opensearch';
import { cacheRoot, endpointsFile, localDir } from './paths';
import { ensurePiece, pieceStatus, stopPiece, type PieceStatus } from './piece';
import { withLock, type Log } from './process';
import { redis } from './redis';
import { s3, type S3Endpoint } from './s3';

export { ensureChromium } from './chromium';
export { COMPOSE_VERSION, ensureCompose } from './compose';
export { CONTAINER_IMAGES, containerEngineReachable } from './containers';
export {
  ensureKafkaCluster,
  KAFKA_CLUSTER_NODES,
  kafkaClusterBrokers,
  kafkaClusterStatus,
  stopKafkaCluster,
  type KafkaClusterNode,
  type KafkaClusterNodeStatus,
} from './kafka-cluster';
export {
  ensureRedisCluster,
  REDIS_CLUSTER_PORTS,
  redisClusterStatus,
  redisClusterUrl,
  stopRedisCluster,
  type RedisClusterNodeStatus,
} from './redis-cluster';
export { OPENSEARCH_VERSION } from './opensearch';
export { ensureSchemathesis, SCHEMATHESIS_VERSION } from './schemathesis';
export type { PieceStatus } from './piece';
export type { S3Endpoint } from './s3';

export interface InfraEndpoints {
  kafkaBrokers: string;
  mongoUrl: string;
  redisUrl: string;
  s3: S3Endpoint;
  /** People search's engine (the profile service's OpenSearch adapter). */
  opensearchUrl: string;
}

export interface InfraOptions {
  log?: (line: string) => void;
}

// Machine-wide, like the ports: serialises `up`/`down` across checkouts and processes.
const LOCK_FILE = path.join(cacheRoot, 'infra.lock');
const LOCK_WAIT_MS = 30 * 60_000;

const noop: Log = () => undefined;

/** Waits for every task (no server is left half-started), then reports all failures together. */
async function settleAll<T extends readonly unknown[]>(tasks: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(tasks);
  const failures = results.flatMap((r) =>
    r.status === 'rejected' ? [(r.reason as Error).message ?? String(r.reason)] : [],
  );
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Provisions and starts what is not already running (or uses the env overrides), then writes .local/infra.json. */
export function ensureInfra(options: InfraOptions = {}): Promise<InfraEndpoints> {
  const log = options.log ?? noop;
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    const [kafkaBrokers, mongoUrl, redisUrl, s3Endpoint, opensearchUrl] = await settleAll<
      [string, string, string, S3Endpoint, string]
    >([ensurePiece(kafka, log), ensurePiece(mongo, log), ensurePiece(redis, log), ensurePiece(s3, log), ensurePiece(opensearch, log)]);
    const endpoints: InfraEndpoints = { kafkaBrokers, mongoUrl, redisUrl, s3: s3Endpoint, opensearchUrl };
    fs.mkdirSync(localDir, { recursive: true });
    fs.writeFileSync(endpointsFile, `${JSON.stringify(endpoints, null, 2)}\n`);
    return endpoints;
  });
}

/** The infrastructure of one test run, and how to let go of it when the run ends. */
export interface TestInfra {
  endpoints: InfraEndpoints;
  /** Where it came from: containers of this run (testcontainers) or the machine's native servers. */
  kind: 'containers' | 'native';
  release(): Promise<void>;
}

/**
 * Containers of this run when a container engine answers (testcontainers: a laptop, a CI with Docker), the
 * native servers of `ensureInfra` otherwise (this project's CI machines have no engine); `DOCNET_INFRA=native`
 * or `=containers` decides. The endpoints are written to .local/infra.json either way, for tests run alone.
 */
export async function ensureTestInfra(options: InfraOptions = {}): Promise<TestInfra> {
  const log = options.log ?? noop;
  if (!(await containerEngineReachable())) {
    return { endpoints: await ensureInfra(options), kind: 'native', release: async () => undefined };
  }
  const containers = await startContainerInfra(log);
  fs.mkdirSync(localDir, { recursive: true });
  fs.writeFileSync(endpointsFile, `${JSON.stringify(containers.endpoints, null, 2)}\n`);
  return { endpoints: containers.endpoints, kind: 'containers', release: containers.stop };
}

/** Stops the servers this checkout started (gracefully, then SIGKILL); others are left running. */
export function stopInfra(options: InfraOptions = {}): Promise<void> {
  const log = options.log ?? noop;
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    await settleAll<void[]>([
      stopPiece(kafka, log),
      stopPiece(mongo, log),
      stopPiece(redis, log),
      stopPiece(s3, log),
      stopPiece(opensearch, log),
    ]);
    fs.rmSync(endpointsFile, { force: true });
  });
}

/**
 * Stops the Kafka broker this checkout started (SIGTERM, then SIGKILL after the grace period) and starts it
 * again on the same data, answering once it is ready: the fault `npm run chaos` injects. Every stack on the
 * machine shares the broker, so they all see the outage; the lock keeps `up` elsewhere from starting another.
 */
export function restartKafka(options: InfraOptions = {}): Promise<string> {
  const log = options.log ?? noop;
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    const status = await pieceStatus(kafka);
    if (status.provisionedBy === 'external') {
      throw new Error(`Kafka at ${status.address} was not started by this checkout: it cannot be restarted from here`);
    }
    await stopPiece(kafka, log);
    return ensurePiece(kafka, log);
  });
}

/**
 * Stops the Redis server this checkout started and starts it again, answering once it is ready: the fault
 * `npm run chaos` injects. The local server keeps nothing on disk, so it comes back empty (every stack's
 * sessions and read models are gone, as when a Redis loses its data); every stack on the machine sees it.
 */
export function restartRedis(options: InfraOptions = {}): Promise<string> {
  const log = options.log ?? noop;
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    const status = await pieceStatus(redis);
    if (status.provisionedBy === 'external') {
      throw new Error(`Redis at ${status.address} was not started by this checkout: it cannot be restarted from here`);
    }
    await stopPiece(redis, log);
    return ensurePiece(redis, log);
  });
}

export function infraStatus(): Promise<PieceStatus[]> {
  return Promise.all([pieceStatus(kafka), pieceStatus(mongo), pieceStatus(redis), pieceStatus(s3), pieceStatus(opensearch)]);
}

/** The environment variables the services read, for the given endpoints. */
export function infraEnv(endpoints: InfraEndpoints): Record<string, string> {
  return {
    KAFKA_BROKERS: endpoints.kafkaBrokers,
    MONGO_URL: endpoints.mongoUrl,
    REDIS_URL: endpoints.redisUrl,
    S3_ENDPOINT: endpoints.s3.endpoint,
    S3_REGION: endpoints.s3.region,
    S3_ACCESS_KEY_ID: endpoints.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: endpoints.s3.secretAccessKey,
    S3_BUCKET: endpoints.s3.bucket,
    OPENSEARCH_URL: endpoints.opensearchUrl,
  };
}
