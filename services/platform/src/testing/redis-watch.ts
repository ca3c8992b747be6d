import type Redis from 'ioredis';
import { keyHoldingNodes } from '../redis/connect-redis';

/** The keys matching `pattern` on every node holding keys (a Cluster's masters; the one server), sorted. */
export async function keysMatching(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  for (const node of keyHoldingNodes(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  return found.sort();
}

/**
 * Commands whose work is the size of what they read or combine: no request path may send one, since a key of a read
 * model may hold a good part of the network.
 */
export const NETWORK_WIDE_COMMANDS: ReadonlySet<string> = new Set([
  'zunionstore',
  'zinterstore',
  'zdiffstore',
  'zunion',
  'zinter',
  'zdiff',
  'sunion',
  'sinter',
  'sdiff',
  'sunionstore',
  'sinterstore',
  'sdiffstore',
  'smembers',
  'hgetall',
  'hkeys',
  'hvals',
  'keys',
  'scan',
]);

/** What one action sent to Redis under a key prefix, as MONITOR saw it on every node. */
export interface WatchedCommands {
  /** Each command sent with at least one key of the prefix, lower-cased, in order. */
  commands: string[];
  /** The same commands with their arguments (the command lower-cased), in order. */
  calls: string[][];
  /** Each key of the prefix touched, with how many entries it holds after the action (1 for a string, 0 when absent). */
  keys: Map<string, number>;
}

/** How many entries a key holds (1 for a string, 0 when absent). */
export async function entriesOf(redis: Redis, key: string): Promise<number> {
  const type = await redis.type(key);
  if (type === 'zset') return redis.zcard(key);
  if (type === 'hash') return redis.hlen(key);
  if (type === 'set') return redis.scard(key);
  if (type === 'list') return redis.llen(key);
  return type === 'none' ? 0 : 1;
}

/**
 * Runs `action` with MONITOR on every node holding keys, and answers the commands it sent over keys starting with
 * `prefix` (a test namespace's) and the size of each key touched: deterministic evidence of the work a request does,
 * unlike its timing. Script keys count: a script's KEYS are its arguments.
 */
export async function watchRedis<T>(redis: Redis, prefix: string, action: () => Promise<T>): Promise<WatchedCommands & { result: T }> {
  const touched = new Set<string>();
  const commands: string[] = [];
  const calls: string[][] = [];
  // A busy shared server streams other clients' commands from the moment it accepts MONITOR, and the lines that reach
  // ioredis before it has switched the connection to monitoring (and while a monitor disconnects) are reported as
  // 'Command queue state error's: an error listener is attached before connecting, and only an error while watching
  // counts (the action starts once every monitor is monitoring).
  let watching = false;
  const failures: Error[] = [];
  const monitors = await Promise.all(keyHoldingNodes(redis).map((node) => startMonitor(node, (error) => watching && failures.push(error))));
  watching = true;
  for (const monitor of monitors) {
    monitor.on('monitor', (_time: string, args: string[]) => {
      const keys = args.slice(1).filter((arg) => arg.startsWith(prefix));
      if (!keys.length) return;
      commands.push(args[0].toLowerCase());
      calls.push([args[0].toLowerCase(), ...args.slice(1)]);
      for (const key of keys) touched.add(key);
    });
  }
  let result: T;
  try {
    result = await action();
    // MONITOR streams what each node ran: a PING through the same node after the action marks the end.
    await Promise.all(keyHoldingNodes(redis).map((node) => node.ping()));
  } finally {
    watching = false;
    for (const monitor of monitors) monitor.disconnect();
  }
  if (failures.length) throw failures[0];
  const keys = new Map<string, number>();
  for (const key of touched) keys.set(key, await entriesOf(redis, key));
  return { commands, calls, keys, result };
}

/** A MONITOR connection to `node`, its errors handed to `onError` from before it connects; resolves once monitoring. */
async function startMonitor(node: Redis, onError: (error: Error) => void): Promise<Redis> {
  const monitor = node.duplicate({ monitor: true, lazyConnect: true });
  monitor.on('error', onError);
  const monitoring = new Promise<void>((resolve) => monitor.once('monitoring', () => resolve()));
  await monitor.connect();
  await monitoring;
  return monitor;
}

/** Range reads whose work is the span they answer: bounded only by their range or LIMIT. */
const RANGE_READS: ReadonlySet<string> = new Set(['zrange', 'zrevrange', 'lrange', 'zrangebyscore', 'zrevrangebyscore', 'zrangebylex', 'zrevrangebylex']);

/**
 * The calls of a watched action whose work may be the size of the network: a NETWORK_WIDE_COMMANDS command, or a
 * range read answering more than `most` entries (a whole set, `0 -1`, or a by-score read without a small LIMIT), so
 * a test fails when a request reads a key holding the network as a whole instead of a page of it.
 */
export function unboundedCalls({ calls }: Pick<WatchedCommands, 'calls'>, most: number): string[][] {
  return calls.filter(([command, , ...args]) => {
    if (NETWORK_WIDE_COMMANDS.has(command)) return true;
    if (!RANGE_READS.has(command)) return false;
    const upper = args.map((arg) => arg.toUpperCase());
    const limit = upper.indexOf('LIMIT');
    if (limit >= 0) return !(Number(args[limit + 2]) >= 0 && Number(args[limit + 2]) <= most);
    if (upper.includes('BYSCORE') || upper.includes('BYLEX') || command.includes('by')) return true;
    const [start, stop] = args.map(Number);
    // From the start (0 9) or from the end (-10 -1), never across the whole (0 -1).
    return !(Number.isInteger(start) && (start >= 0) === (stop >= 0) && stop >= start && stop - start + 1 <= most);
  });
}
