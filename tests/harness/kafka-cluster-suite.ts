import { ensureKafkaCluster } from '@docnet/infra';
import { runJest, type SuiteResult } from './suites';

/**
 * The `kafka-cluster` suite: the local 3-broker Kafka cluster (started when missing), and a broker killed under the
 * platform's writes and reads (`tests/jest/kafka-cluster.config.js`). Mongo and Redis are the run's own.
 */
export async function runKafkaClusterSuite(env: NodeJS.ProcessEnv, { held = false } = {}): Promise<SuiteResult> {
  const started = Date.now();
  try {
    await ensureKafkaCluster({ log: (line) => console.log(`[infra] ${line}`) });
  } catch (error) {
    console.error(`kafka-cluster: ${error instanceof Error ? error.message : String(error)}`);
    return { name: 'kafka-cluster', ok: false, passed: 0, failed: 1, skipped: 0, seconds: (Date.now() - started) / 1000 };
  }
  return runJest('kafka-cluster', 'kafka-cluster.config.js', env, [], { held });
}
