import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/*
 * The read-path bench's own Redis servers: a scratch single Redis, or a scratch Redis Cluster of three masters (and a
 * replica each unless told otherwise), Debian's redis-server like infra's, on free ports, no persistence, data in
 * .local/bench/read-paths/. Never the shared servers: a million members would take gigabytes from everyone's Redis, and
 * the stall the bench causes on purpose would fail other engineers' tests; the failover test kills the shared cluster's
 * masters.
 */

export interface BenchRedis {
  /** The REDIS_URL the platform's connectRedis takes. */
  url: string;
  /** Every node (host 127.0.0.1): the masters first. */
  ports: number[];
  masters: number[];
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../../../.local/bench/read-paths');

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` free ports from `from` on, each with its cluster bus port (10000 above) free too. */
async function freePorts(count: number, from: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = from; ports.length < count && port < from + 500; port += 1)
    if ((await portFree(port)) && (await portFree(port + 10_000))) ports.push(port);
  if (ports.length < count) throw new Error(`no ${count} free ports from ${from}`);
  return ports;
}

function cli(port: number, ...args: string[]): string {
  const result = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`redis-cli ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function startNode(port: number, cluster: boolean): ChildProcess {
  const dir = path.join(root, String(port));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const args = ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
  // Replicas copy a million members' keys by a full resync: without a larger output buffer the copy never ends.
  args.push('--client-output-buffer-limit', 'replica 0 0 0', '--repl-backlog-size', '256mb');
  if (cluster) args.push('--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '5000');
  const child = spawn('redis-server', args, { stdio: ['ignore', fs.openSync(path.join(dir, 'redis.log'), 'a'), 'inherit'] });
  child.on('error', (error) => console.error(`redis-server on ${port}: ${error.message}`));
  return child;
}

async function waitUntil(what: string, ready: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (ready()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
    await delay(200);
  }
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
}

/** A scratch single Redis. */
export async function startSingle(): Promise<BenchRedis> {
  const [port] = await freePorts(1, 17_400);
  const child = startNode(port, false);
  await waitUntil(`Redis on ${port}`, () => cli(port, 'ping').trim() === 'PONG');
  return { url: `redis://127.0.0.1:${port}`, ports: [port], masters: [port], stop: () => stopAll([child]) };
}

/** A scratch Redis Cluster of three masters, each with `replicas` replicas (0 or 1). */
export async function startCluster(replicas: number): Promise<BenchRedis> {
  const ports = await freePorts(3 * (1 + replicas), 17_410);
  const children = ports.map((port) => startNode(port, true));
  try {
    for (const port of ports) await waitUntil(`Redis on ${port}`, () => cli(port, 'ping').trim() === 'PONG');
    cli(ports[0], '--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', String(replicas), '--cluster-yes');
    await waitUntil('the bench cluster', () => ports.every((port) => cli(port, 'cluster', 'info').includes('cluster_state:ok')));
    const masters = ports.filter((port) => /role:master/.test(cli(port, 'info', 'replication')));
    return {
      url: `redis+cluster://${ports.map((port) => `127.0.0.1:${port}`).join(',')}`,
      ports,
      masters,
      stop: () => stopAll(children),
    };
  } catch (error) {
    await stopAll(children);
    throw error;
  }
}
