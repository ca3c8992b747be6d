import fs from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { ensureKafkaJars, kafkaJvmArgs, KAFKA_VERSION } from './kafka';
import { cacheRoot, pieceDir } from './paths';
import { isPortOpen, livePid, run, spawnDetached, stopPid, waitFor, which, withLock, type Log } from './process';

/*
 * A Kafka cluster of three KRaft nodes on 127.0.0.1, each broker and controller at once, started on demand (never
 * by `up`): what replication is proved on (replication factor 3, min.insync.replicas 2, so a write acknowledged by
 * acks=all is on two brokers and one broker may die without losing it or refusing writes). Each node keeps its log
 * under `<node id>/data`, so a node killed and started again rejoins and catches up; `down` removes the data too.
 */

export interface KafkaClusterNode {
  id: number;
  port: number;
  controllerPort: number;
}

export const KAFKA_CLUSTER_NODES: readonly KafkaClusterNode[] = [1, 2, 3].map((id) => ({
  id,
  port: 19200 + id,
  controllerPort: 19210 + id,
}));

/** The cluster's bootstrap list, as KAFKA_BROKERS names it. */
export const kafkaClusterBrokers = KAFKA_CLUSTER_NODES.map((node) => `127.0.0.1:${node.port}`).join(',');

// Not the single broker's id: the two are separate clusters and must never join.
const CLUSTER_ID = 'ZG9jbmV0LWxvY2FsLWNscg';
// Three JVMs share a 2-core machine with the rest of the stack.
const JVM_HEAP = ['-Xms128m', '-Xmx512m'];
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 20_000;
const LOCK_WAIT_MS = 5 * 60_000;
const MARKERS = ['kafka-cluster'];

const clusterDir = pieceDir('kafka-cluster');
const LOCK_FILE = path.join(cacheRoot, 'kafka-cluster.lock');
const nodeDir = (node: KafkaClusterNode): string => path.join(clusterDir, String(node.id));
const nodePidFile = (node: KafkaClusterNode): string => path.join(clusterDir, `${node.id}.pid`);
const nodeLogFile = (node: KafkaClusterNode): string => path.join(clusterDir, `${node.id}.log`);

/**
 * A fenced broker's leaderships move after `broker.session.timeout.ms`, and the controller takes it out of every
 * ISR then too, so acks=all writes go on with the two left: 6 s rather than 9 s keeps a failover within seconds.
 */
function serverProperties(node: KafkaClusterNode): string {
  return `process.roles=broker,controller
node.id=${node.id}
controller.quorum.voters=${KAFKA_CLUSTER_NODES.map((n) => `${n.id}@127.0.0.1:${n.controllerPort}`).join(',')}
listeners=PLAINTEXT://127.0.0.1:${node.port},CONTROLLER://127.0.0.1:${node.controllerPort}
advertised.listeners=PLAINTEXT://127.0.0.1:${node.port}
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=${path.join(nodeDir(node), 'data')}
num.partitions=3
default.replication.factor=3
min.insync.replicas=2
offsets.topic.replication.factor=3
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=3
transaction.state.log.min.isr=2
transaction.state.log.num.partitions=3
unclean.leader.election.enable=false
broker.session.timeout.ms=6000
broker.heartbeat.interval.ms=1000
replica.lag.time.max.ms=10000
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
num.network.threads=2
num.io.threads=2
background.threads=2
log.cleaner.threads=1
`;
}

export interface KafkaClusterNodeStatus extends KafkaClusterNode {
  state: 'running' | 'stopped';
  pid?: number;
  /** 'us' when this checkout started the process; 'external' for a server someone else started on the port. */
  provisionedBy: 'us' | 'external';
}

async function launchNode(java: string, lib: string, node: KafkaClusterNode, log: Log): Promise<void> {
  const dir = nodeDir(node);
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'server.properties');
  fs.writeFileSync(config, serverProperties(node));
  const jvm = kafkaJvmArgs(JVM_HEAP, lib, dir);
  if (!fs.existsSync(path.join(dir, 'data', 'meta.properties'))) {
    log(`kafka-cluster: formatting node ${node.id}'s KRaft storage`);
    await run(java, [...jvm, 'kafka.tools.StorageTool', 'format', '-t', CLUSTER_ID, '-c', config, '--ignore-formatted'], {
      cwd: dir,
      timeoutMs: 120_000,
    });
  }
  log(`kafka-cluster: starting node ${node.id} (Kafka ${KAFKA_VERSION}) on 127.0.0.1:${node.port}`);
  spawnDetached({ cmd: java, args: [...jvm, 'kafka.Kafka', config], cwd: dir, logFile: nodeLogFile(node), pidFile: nodePidFile(node) });
}

/** Ready: every broker is registered, and no partition of any topic lacks a leader or has fewer than three in sync. */
async function clusterReady(): Promise<boolean> {
  const kafka = new Kafka({
    clientId: 'docnet-infra',
    brokers: kafkaClusterBrokers.split(','),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 2_000,
    requestTimeout: 5_000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const { brokers } = await admin.describeCluster();
    if (brokers.length !== KAFKA_CLUSTER_NODES.length) throw new Error(`${brokers.length} of ${KAFKA_CLUSTER_NODES.length} brokers registered`);
    const { topics } = await admin.fetchTopicMetadata();
    const behind = topics.flatMap(({ name, partitions }) =>
      partitions.filter((p) => p.leader < 0 || p.isr.length < p.replicas.length).map((p) => `${name}/${p.partitionId}`),
    );
    if (behind.length) throw new Error(`partitions without a leader or not fully in sync: ${behind.slice(0, 5).join(', ')}`);
    return true;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/**
 * Starts the nodes that are not running (reusing those that answer), then waits until the cluster is ready (every
 * broker registered, every replica in sync: a node started again has caught up); resolves to its KAFKA_BROKERS.
 */
export function ensureKafkaCluster(options: { log?: Log } = {}): Promise<string> {
  const log = options.log ?? ((): void => undefined);
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    const java = which('java');
    if (!java) throw new Error('Kafka cluster: java not found on PATH — install openjdk-17-jre-headless');
    const lib = await ensureKafkaJars(log);
    fs.mkdirSync(clusterDir, { recursive: true });
    for (const node of KAFKA_CLUSTER_NODES) {
      if (await isPortOpen(node.port)) continue;
      // A recorded process that no longer answers is replaced.
      await stopPid(nodePidFile(node), MARKERS, STOP_GRACE_MS);
      await launchNode(java, lib, node, log);
    }
    await waitFor('Kafka cluster (3 brokers registered, every replica in sync)', clusterReady, {
      timeoutMs: READY_TIMEOUT_MS,
      intervalMs: 500,
      logFile: nodeLogFile(KAFKA_CLUSTER_NODES[0]),
    });
    log(`kafka-cluster: ready on ${kafkaClusterBrokers}`);
    return kafkaClusterBrokers;
  });
}

/** Stops the nodes this checkout started and removes their data: the next `up` formats a fresh cluster. */
export function stopKafkaCluster(options: { log?: Log } = {}): Promise<void> {
  const log = options.log ?? ((): void => undefined);
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    const stopped = await Promise.all(KAFKA_CLUSTER_NODES.map((node) => stopPid(nodePidFile(node), MARKERS, STOP_GRACE_MS)));
    const left: number[] = [];
    for (const [index, node] of KAFKA_CLUSTER_NODES.entries()) {
      if (stopped[index] !== undefined) log(`kafka-cluster: stopped node ${node.id} (pid ${stopped[index]})`);
      else if (await isPortOpen(node.port)) left.push(node.port);
    }
    if (left.length) {
      log(`kafka-cluster: broker(s) on ${left.join(', ')} were not started by this checkout; left running with their data`);
      return;
    }
    for (const node of KAFKA_CLUSTER_NODES) fs.rmSync(nodeDir(node), { recursive: true, force: true });
  });
}

export function kafkaClusterStatus(): Promise<KafkaClusterNodeStatus[]> {
  return Promise.all(
    KAFKA_CLUSTER_NODES.map(async (node) => {
      const pid = livePid(nodePidFile(node), MARKERS);
      const open = await isPortOpen(node.port);
      return {
        ...node,
        state: open ? 'running' : 'stopped',
        ...(pid !== undefined && { pid }),
        provisionedBy: !open || pid !== undefined ? 'us' : 'external',
      } satisfies KafkaClusterNodeStatus;
    }),
  );
}
