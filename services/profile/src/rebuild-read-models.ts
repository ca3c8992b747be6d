import 'reflect-metadata';
import { configOrExit, connectRedis, createLogger, openDatabase, redisKeyPrefix } from '@docnet/platform';
import { loadProfileConfig } from './config/profile.env';
import { RebuildSearchIndexHandler } from './modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';
import { profileSchema, type ProfileDocument } from './modules/profiles/persistence/profile.schema';
import { RedisSearchIndex } from './modules/profiles/persistence/redis-search-index';

/**
 * `npm run rebuild-read-models -w services/profile`: rebuilds the profile service's read models (doctor
 * search's index) from its database, with the service's own configuration, while the service runs.
 */
async function main(): Promise<void> {
  const config = configOrExit(loadProfileConfig);
  const logger = createLogger('profile', config.LOG_LEVEL);
  const database = await openDatabase(config.MONGO_URL, config.MONGO_DB);
  const redis = connectRedis(config.REDIS_URL);
  try {
    const profiles = database.model<ProfileDocument>('Profile', profileSchema, 'profiles');
    const index = new RedisSearchIndex(redis, redisKeyPrefix(config.EVENTS_NAMESPACE));
    await new RebuildSearchIndexHandler(profiles, index, logger).execute();
  } finally {
    await redis.quit();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`rebuild-read-models failed: ${String(error)}\n`);
  process.exit(1);
});
