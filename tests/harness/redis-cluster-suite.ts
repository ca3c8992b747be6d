import { ensureRedisCluster } from '@docnet/infra';
import { runJest, type SuiteResult } from './suites';

/**
 * The `redis-cluster` suite: the platform's and social-graph's Redis read-model tests again, on the local Redis Cluster (three masters,
 * three replicas, started when missing), and the cluster's failover under load (`tests/jest/redis-cluster.config.js`), or only
 * the given files of it.
 */
export async function runRedisClusterSuite(env: NodeJS.ProcessEnv, { held = false, files = [] as string[] } = {}): Promise<SuiteResult> {
  const started = Date.now();
  let url: string;
  try {
    url = await ensureRedisCluster({ log: (line) => console.log(`[infra] ${line}`) });
  } catch (error) {
    console.error(`redis-cluster: ${error instanceof Error ? error.message : String(error)}`);
    return { name: 'redis-cluster', ok: false, passed: 0, failed: 1, skipped: 0, seconds: (Date.now() - started) / 1000 };
  }
  return runJest('redis-cluster', 'redis-cluster.config.js', { ...env, REDIS_URL: url }, files, { held });
}
