import type Redis from 'ioredis';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { configOrExit } from '../config/load-config';
import { createLogger } from '../logging/logger';
import { openDatabase } from '../mongo/mongo-connection';
import { connectRedis, redisKeyPrefix } from './redis.module';

/** What a service's rebuild needs: its database, its Redis and key prefix, a logger. */
export interface ReadModelCommandContext {
  database: Connection;
  redis: Redis;
  prefix: string;
  logger: Logger;
}

interface CommandConfig {
  LOG_LEVEL: string;
  MONGO_URL: string;
  MONGO_DB: string;
  REDIS_URL: string;
  EVENTS_NAMESPACE: string;
}

/**
 * The main of a service's `npm run rebuild-read-models` (ADR 3): with the service's own configuration it
 * opens the database and Redis, runs the service's rebuilds (each over the model as it is, while the service
 * runs), closes both, and exits non-zero when a rebuild fails.
 */
export function runReadModelCommand(
  service: string,
  loadConfig: () => CommandConfig,
  rebuild: (context: ReadModelCommandContext) => Promise<void>,
): void {
  runOperatorCommand('rebuild-read-models', service, loadConfig, rebuild);
}

/**
 * The main of an operator's command run beside a service (`npm run <command> -w services/<service>`): the
 * service's database and Redis from its own configuration, closed after `run`; exits non-zero when it fails.
 */
export function runOperatorCommand(
  command: string,
  service: string,
  loadConfig: () => CommandConfig,
  run: (context: ReadModelCommandContext) => Promise<void>,
): void {
  const main = async () => {
    const config = configOrExit(loadConfig);
    const logger = createLogger(service, config.LOG_LEVEL);
    const database = await openDatabase(config.MONGO_URL, config.MONGO_DB);
    const redis = connectRedis(config.REDIS_URL);
    try {
      await run({ database, redis, prefix: redisKeyPrefix(config.EVENTS_NAMESPACE), logger });
    } finally {
      await redis.quit();
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    process.stderr.write(`${command} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
