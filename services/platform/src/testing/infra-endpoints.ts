import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestInfra {
  kafkaBrokers: string;
  mongoUrl: string;
  redisUrl: string;
}

/**
 * The servers a test talks to: the *_URL environment the test harness passes on, else the
 * endpoints `npm run infra -- up` recorded in .local/infra.json.
 */
export function testInfra(): TestInfra {
  const { KAFKA_BROKERS, MONGO_URL, REDIS_URL } = process.env;
  if (KAFKA_BROKERS && MONGO_URL && REDIS_URL) {
    return { kafkaBrokers: KAFKA_BROKERS, mongoUrl: MONGO_URL, redisUrl: REDIS_URL };
  }
  const recorded = join(__dirname, '../../../../.local/infra.json');
  if (!existsSync(recorded)) {
    throw new Error('No infrastructure: run "npm run infra -- up" or the tests through "npm test"');
  }
  const infra = JSON.parse(readFileSync(recorded, 'utf8')) as TestInfra;
  return { kafkaBrokers: infra.kafkaBrokers, mongoUrl: infra.mongoUrl, redisUrl: infra.redisUrl };
}

/** A short unique name, so every test file gets its own topics, groups and databases. */
export function uniqueNamespace(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
