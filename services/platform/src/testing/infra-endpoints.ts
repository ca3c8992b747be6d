import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestInfra {
  kafkaBrokers: string;
  mongoUrl: string;
  redisUrl: string;
  /** People search's engine; absent in an infra.json written before OpenSearch was provisioned. */
  opensearchUrl?: string;
}

/**
 * The servers a test talks to: the *_URL environment the test harness passes on, else the
 * endpoints `npm run infra -- up` recorded in .local/infra.json.
 */
export function testInfra(): TestInfra {
  const { KAFKA_BROKERS, MONGO_URL, REDIS_URL, OPENSEARCH_URL } = process.env;
  if (KAFKA_BROKERS && MONGO_URL && REDIS_URL) {
    return { kafkaBrokers: KAFKA_BROKERS, mongoUrl: MONGO_URL, redisUrl: REDIS_URL, opensearchUrl: OPENSEARCH_URL };
  }
  const recorded = join(__dirname, '../../../../.local/infra.json');
  if (!existsSync(recorded)) {
    throw new Error('No infrastructure: run "npm run infra -- up" or the tests through "npm test"');
  }
  const infra = JSON.parse(readFileSync(recorded, 'utf8')) as TestInfra;
  return { kafkaBrokers: infra.kafkaBrokers, mongoUrl: infra.mongoUrl, redisUrl: infra.redisUrl, opensearchUrl: infra.opensearchUrl };
}

/**
 * Tests' KAFKA_FETCH_WAIT_MS: they start and stop processes all the time, and every stop waits for each consumer's
 * fetch in flight (5 s by default, ADR 4), which made each integration test file wait about 5 s per consumer.
 */
export const TEST_KAFKA_FETCH_WAIT_MS = 500;

/** A short unique name, so every test file gets its own topics, groups and databases. */
export function uniqueNamespace(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
