import fs from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt';
import { cacheRoot, pieceDir } from './paths';
import { isPortOpen, livePid, run, spawnDetached, stopPid, waitFor, which, withLock, type Log } from './process';

/*
 * A Redis Cluster of three masters and three replicas on 127.0.0.1, started on demand (never by `up`): what the
 * read models are proved on before production's cluster (ADR 3). Each node keeps its cluster identity in
 * `<port>/nodes.conf`, so a node killed and started again rejoins (as the replica of whoever took its slots);
 * like the single Redis it keeps no data on disk. `down` removes the identities too, so the next `up` creates a
 * fresh cluster.
 */

export const REDIS_CLUSTER_PORTS = [17100, 17101, 17102, 17103, 17104, 17105] as const;
const MASTERS = 3;
/** How long a master may be silent before its replica is promoted: a failover in seconds, not Redis' 15 s default. */
const NODE_TIMEOUT_MS = 2_000;
const READY_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 10_000;
const LOCK_WAIT_MS = 5 * 60_000;
const MARKERS = ['redis-server'];

const clusterDir = pieceDir('redis-cluster');
const LOCK_FILE = path.join(cacheRoot, 'redis-cluster.lock');
const nodeDir = (port: number): string => path.join(clusterDir, String(port));
const nodePidFile = (port: number): string => path.join(clusterDir, `${port}.pid`);
const nodeLogFile = (port: number): string => path.join(clusterDir, `${port}.log`);

/** The cluster as the platform's REDIS_URL names one: `redis+cluster://` and its seed nodes. */
export const redisClusterUrl = `redis+cluster://${REDIS_CLUSTER_PORTS.map((port) => `127.0.0.1:${port}`).join(',')}`;

export interface RedisClusterNodeStatus {
  port: number;
  state: 'running' | 'stopped';
  role?: 'master' | 'replica';
  pid?: number;
  /** 'us' when this checkout started the process; 'external' for a server someone else started on the port. */
  provisionedBy: 'us' | 'external';
}

const cli = (port: number, ...args: string[]): Promise<string> =>
  run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeoutMs: 10_000 });

async function launchNode(bin: string, port: number, log: Log): Promise<void> {
  fs.mkdirSync(nodeDir(port), { recursive: true });
  log(`redis-cluster: starting node 127.0.0.1:${port}`);
  spawnDetached({
    cmd: bin,
    args: [
      '--bind', '127.0.0.1',
      '--port', String(port),
      '--cluster-enabled', 'yes',
      '--cluster-config-file', 'nodes.conf',
      '--cluster-node-timeout', String(NODE_TIMEOUT_MS),
      '--save', '',
      '--appendonly', 'no',
      '--daemonize', 'no',
      '--dir', nodeDir(port),
    ],
    cwd: nodeDir(port),
    logFile: nodeLogFile(port),
    pidFile: nodePidFile(port),
  });
}

interface ClusterNode {
  id: string;
  port: number;
  role: 'master' | 'replica';
  masterId?: string;
  failing: boolean;
  connected: boolean;
  slots: number;
}

/** CLUSTER NODES as one node sees the cluster. */
async function clusterNodes(port: number): Promise<ClusterNode[]> {
  return (await cli(port, 'cluster', 'nodes'))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, address, flags, master, , , , link, ...slots] = line.split(' ');
      const flagList = flags.split(',');
      return {
        id,
        port: Number(address.split('@')[0].split(':').at(-1)),
        role: flagList.includes('master') ? 'master' : 'replica',
        ...(master !== '-' && { masterId: master }),
        failing: flagList.some((flag) => flag === 'fail' || flag === 'fail?' || flag === 'noaddr'),
        connected: link === 'connected',
        slots: slots.reduce((sum, range) => {
          const [from, to = from] = range.split('-').map(Number);
          return Number.isNaN(from) ? sum : sum + to - from + 1;
        }, 0),
      } satisfies ClusterNode;
    });
}

async function clusterInfo(port: number): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await cli(port, 'cluster', 'info'))
      .split(/\r?\n/)
      .filter((line) => line.includes(':'))
      .map((line) => line.split(':').map((part) => part.trim()) as [string, string]),
  );
}

/**
 * Ready: every node says cluster_state:ok with all 16384 slots served, knows all six nodes, and sees three
 * masters each with a connected, healthy replica (a restarted node counts once it has rejoined).
 */
async function clusterReady(): Promise<boolean> {
  for (const port of REDIS_CLUSTER_PORTS) {
    const info = await clusterInfo(port);
    if (info.cluster_state !== 'ok' || info.cluster_slots_ok !== '16384' || info.cluster_known_nodes !== String(REDIS_CLUSTER_PORTS.length))
      throw new Error(`node ${port}: cluster_state ${info.cluster_state}, ${info.cluster_slots_ok} slots ok, ${info.cluster_known_nodes} nodes known`);
  }
  const nodes = await clusterNodes(REDIS_CLUSTER_PORTS[0]);
  const masters = nodes.filter((node) => node.role === 'master' && node.slots > 0 && !node.failing);
  const unreplicated = masters.filter(
    (master) => !nodes.some((node) => node.masterId === master.id && node.connected && !node.failing),
  );
  if (masters.length !== MASTERS || unreplicated.length > 0)
    throw new Error(`${masters.length} masters serving slots; without a healthy replica: ${unreplicated.map((m) => m.port).join(', ') || 'none'}`);
  // A replica that rejoined may still be copying its master's data.
  for (const node of nodes.filter((candidate) => candidate.role === 'replica')) {
    if (!(await cli(node.port, 'info', 'replication')).includes('master_link_status:up'))
      throw new Error(`replica ${node.port} is still syncing with its master`);
  }
  return true;
}

/**
 * Starts the nodes that are not running (reusing those that answer) and creates the cluster when none exists,
 * then waits until it is ready (see clusterReady); resolves to its REDIS_URL (`redis+cluster://…`).
 */
export function ensureRedisCluster(options: { log?: Log } = {}): Promise<string> {
  const log = options.log ?? ((): void => undefined);
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    if (!which('redis-server'))
      await aptInstall(['redis-server'], 'Redis Cluster: redis-server not found on PATH', log);
    const bin = which('redis-server');
    if (!bin || !which('redis-cli')) throw new Error('Redis Cluster: redis-server and redis-cli must be on PATH (apt-get install redis-server)');
    fs.mkdirSync(clusterDir, { recursive: true });
    for (const port of REDIS_CLUSTER_PORTS) {
      if (await isPortOpen(port)) continue;
      // A recorded process that no longer answers is replaced.
      await stopPid(nodePidFile(port), MARKERS, STOP_GRACE_MS);
      await launchNode(bin, port, log);
    }
    for (const port of REDIS_CLUSTER_PORTS) {
      await waitFor(`Redis Cluster node 127.0.0.1:${port}`, async () => (await cli(port, 'ping')).includes('PONG'), {
        timeoutMs: READY_TIMEOUT_MS,
        logFile: nodeLogFile(port),
      });
    }
    const views = await Promise.all(REDIS_CLUSTER_PORTS.map((port) => clusterInfo(port)));
    if (views.every((info) => info.cluster_known_nodes === '1' && info.cluster_slots_assigned === '0')) {
      log(`redis-cluster: creating the cluster (${MASTERS} masters, ${REDIS_CLUSTER_PORTS.length - MASTERS} replicas)`);
      await run(
        'redis-cli',
        ['--cluster', 'create', ...REDIS_CLUSTER_PORTS.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '1', '--cluster-yes'],
        { timeoutMs: 60_000 },
      );
    } else if (views.some((info) => info.cluster_known_nodes === '1')) {
      const lost = REDIS_CLUSTER_PORTS.filter((_, index) => views[index].cluster_known_nodes === '1');
      throw new Error(
        `Redis Cluster: node(s) ${lost.join(', ')} lost their cluster identity (nodes.conf) while the others kept it; ` +
          'run `npm run infra -- cluster down` and `npm run infra -- cluster up` for a fresh cluster',
      );
    }
    await waitFor('Redis Cluster (3 masters, each with a replica, all slots served)', clusterReady, {
      timeoutMs: READY_TIMEOUT_MS,
      intervalMs: 500,
    });
    log(`redis-cluster: ready on ${REDIS_CLUSTER_PORTS.map((port) => `127.0.0.1:${port}`).join(', ')}`);
    return redisClusterUrl;
  });
}

/** Stops the nodes this checkout started and forgets the cluster (its nodes.conf files): the next `up` creates a fresh one. */
export function stopRedisCluster(options: { log?: Log } = {}): Promise<void> {
  const log = options.log ?? ((): void => undefined);
  return withLock(LOCK_FILE, LOCK_WAIT_MS, async () => {
    const stopped = await Promise.all(REDIS_CLUSTER_PORTS.map((port) => stopPid(nodePidFile(port), MARKERS, STOP_GRACE_MS)));
    const left: number[] = [];
    for (const [index, port] of REDIS_CLUSTER_PORTS.entries()) {
      if (stopped[index] !== undefined) log(`redis-cluster: stopped node ${port} (pid ${stopped[index]})`);
      else if (await isPortOpen(port)) left.push(port);
    }
    if (left.length) {
      log(`redis-cluster: node(s) ${left.join(', ')} were not started by this checkout; left running with their data`);
      return;
    }
    for (const port of REDIS_CLUSTER_PORTS) fs.rmSync(nodeDir(port), { recursive: true, force: true });
  });
}

export async function redisClusterStatus(): Promise<RedisClusterNodeStatus[]> {
  const roles = new Map<number, 'master' | 'replica'>();
  for (const port of REDIS_CLUSTER_PORTS) {
    if (!(await isPortOpen(port))) continue;
    const nodes = await clusterNodes(port).catch(() => []);
    for (const node of nodes) if (!node.failing) roles.set(node.port, node.role);
    if (nodes.length) break;
  }
  return Promise.all(
    REDIS_CLUSTER_PORTS.map(async (port) => {
      const pid = livePid(nodePidFile(port), MARKERS);
      const open = await isPortOpen(port);
      const role = open ? roles.get(port) : undefined;
      return {
        port,
        state: open ? 'running' : 'stopped',
        ...(role && { role }),
        ...(pid !== undefined && { pid }),
        provisionedBy: !open || pid !== undefined ? 'us' : 'external',
      } satisfies RedisClusterNodeStatus;
    }),
  );
}
