import { allTopics, serviceNames } from '@docnet/contracts';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { connectRedis, keyHoldingNodes } from '../redis/connect-redis';
import { withTimeout } from '../util/with-timeout';

/** How long one database call of the clean-up may take before it is given up. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * Removes what a test namespace left behind: its databases and its topics. The databases are the
 * services' own (named as the stacks name them) and whatever else the server lists with the prefix;
 * every call has a time limit, because FerretDB answers listDatabases from every database's statistics
 * and a database whose connections are all held by abandoned cursors never answers. Fails, after
 * trying everything, naming what it could not remove.
 */
export async function dropNamespace(mongoUrl: string, kafkaBrokers: string, namespace: string): Promise<void> {
  if (!namespace) throw new Error('refusing to drop the unnamespaced (demo) data');
  const failures: string[] = [];
  const names = new Set(serviceNames.map((service) => `${namespace}_${service.replace(/-/g, '_')}`));
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    try {
      const { databases } = await withTimeout(connection.db!.admin().listDatabases(), CALL_TIMEOUT_MS);
      for (const { name } of databases) if (name.startsWith(`${namespace}_`)) names.add(name);
    } catch (error) {
      failures.push(`listing the databases: ${String(error)}`);
    }
    for (const name of names) {
      await withTimeout(connection.useDb(name, { useCache: false }).dropDatabase(), CALL_TIMEOUT_MS).catch((error: unknown) =>
        failures.push(`dropping ${name}: ${String(error)}`),
      );
    }
  } finally {
    await connection.close();
  }
  const admin = new Kafka({ clientId: 'cleanup', brokers: kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const topics = allTopics.map((topic) => `${namespace}.${topic}`).filter((topic) => existing.has(topic));
    if (topics.length) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
  if (failures.length) throw new Error(`namespace ${namespace} only partly removed: ${failures.join('; ')}`);
}

/**
 * Removes a test namespace's Redis keys (the read models of its services), never another namespace's: on each node
 * that holds keys (a Cluster's masters), one key at a time, since a Cluster refuses a command over keys of several slots.
 */
export async function dropRedisNamespace(redisUrl: string, namespace: string): Promise<void> {
  if (!namespace) throw new Error('refusing to drop the unnamespaced (demo) data');
  const redis = connectRedis(redisUrl);
  try {
    // A Cluster knows its nodes once connected.
    if (redis.status !== 'ready') await withTimeout(new Promise((resolve) => redis.once('ready', resolve)), CALL_TIMEOUT_MS);
    for (const node of keyHoldingNodes(redis)) {
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
        await Promise.all(keys.map((key) => node.unlink(key)));
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * Removes a test namespace's OpenSearch indices (people search's, named `<namespace>-…`, their aliases with them), never
 * another namespace's. Nothing to do without a URL (an infra.json from before OpenSearch was provisioned).
 */
export async function dropOpenSearchNamespace(opensearchUrl: string | undefined, namespace: string): Promise<void> {
  if (!namespace) throw new Error('refusing to drop the unnamespaced (demo) data');
  if (!opensearchUrl) return;
  const path = `/${namespace}-*?expand_wildcards=all&ignore_unavailable=true`;
  const response = await fetch(new URL(path, opensearchUrl), { method: 'DELETE', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`DELETE ${path}: ${response.status} ${await response.text()}`);
}
