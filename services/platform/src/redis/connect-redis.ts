import Redis, { Cluster, type RedisOptions } from 'ioredis';
import * as yup from 'yup';

/*
 * How a deployable reaches its Redis, one server or a Cluster (no Nest here: the test harness and commands import it
 * without decorators).
 */

/**
 * Where Redis is: `redis://` or `rediss://` (TLS) for one server, `redis+cluster://` or `rediss+cluster://` for a
 * Redis Cluster, followed by some of its nodes (`host:port`, comma-separated; the client learns the others), e.g.
 * `redis+cluster://10.0.0.1:6379,10.0.0.2:6379`. Credentials go before the nodes (`redis+cluster://user:pass@…`).
 */
export type RedisLocation =
  | { kind: 'single'; url: string }
  | { kind: 'cluster'; nodes: { host: string; port: number }[]; username?: string; password?: string; tls: boolean };

const CLUSTER_URL = /^(rediss?)\+cluster:\/\/(?:([^@/]*)@)?([^/?#]+)\/?$/;

/** The location a REDIS_URL names, or why it names none (a message that says what to write instead). */
export function parseRedisUrl(url: string): RedisLocation {
  const cluster = CLUSTER_URL.exec(url);
  if (cluster) {
    const [, scheme, credentials, list] = cluster;
    const nodes = list.split(',').map((node) => {
      const match = /^([^:,\s]+):(\d{1,5})$/.exec(node.trim());
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65535) throw new Error(`REDIS_URL: the cluster node '${node}' is not host:port`);
      return { host: match[1], port };
    });
    const [username, password] = credentials ? credentials.split(':').map(decodeURIComponent) : [];
    return {
      kind: 'cluster',
      nodes,
      ...(password === undefined ? (username ? { password: username } : {}) : { username: username || undefined, password }),
      tls: scheme === 'rediss',
    };
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error('REDIS_URL must be redis://host:port, rediss://host:port, or redis+cluster://host:port,host:port,… for a Redis Cluster');
  return { kind: 'single', url };
}

/** REDIS_URL as every deployable validates it (the services and the BFF). */
export const redisUrlSetting = yup
  .string()
  .required('REDIS_URL is required (e.g. redis://127.0.0.1:16379, or redis+cluster://host:port,host:port for a Redis Cluster)')
  .test('redis-url', ({ value }) => redisUrlProblem(String(value)), (value) => redisUrlProblem(value) === '');

function redisUrlProblem(value: string | undefined): string {
  try {
    if (value !== undefined) parseRedisUrl(value);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * A client of the Redis REDIS_URL names: ioredis' `Cluster` for a `redis+cluster://` URL, else one connection.
 * Short retries by default: a read model that cannot be reached fails the read at once instead of queueing it.
 * Commands issued in the same tick go out together (auto-pipelining; a Cluster groups them per node), so a read of
 * many members' keys, which a Cluster cannot take in one command, still costs one round trip per node.
 *
 * A Cluster answers every command, script, pipeline and transaction of keys in one slot as one server does, so it is
 * handed out typed as `Redis`: the code that uses it sends only those (ADR 3: each script's keys in KEYS and in one
 * slot, no command over keys of several members).
 */
export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  const location = parseRedisUrl(url);
  const settings: RedisOptions = { maxRetriesPerRequest: 2, connectTimeout: 3000, enableAutoPipelining: true, ...options };
  if (location.kind === 'single') return new Redis(location.url, settings);
  const { enableAutoPipelining, keyPrefix, ...nodeOptions } = settings;
  const cluster = new Cluster(location.nodes, {
    enableAutoPipelining,
    keyPrefix,
    // A master that died is replaced by its replica within seconds: commands wait for the new slot map meanwhile.
    retryDelayOnFailover: 200,
    retryDelayOnClusterDown: 300,
    redisOptions: {
      ...nodeOptions,
      ...(location.username && { username: location.username }),
      ...(location.password && { password: location.password }),
      ...(location.tls && { tls: {} }),
    },
  });
  return cluster as unknown as Redis;
}

/** The nodes of a client that hold keys: a Cluster's masters, or the one server (e.g. to scan a namespace's keys). */
export function keyHoldingNodes(redis: Redis): Redis[] {
  return redis instanceof Cluster ? (redis as Cluster).nodes('master') : [redis];
}
