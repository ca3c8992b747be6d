import 'reflect-metadata';
import {
  configOrExit,
  connectRedis,
  createLogger,
  MEMBER_CARDS_COLLECTION,
  MemberCards,
  memberCardSchema,
  openDatabase,
  redisKeyPrefix,
  type MemberCardDocument,
} from '@docnet/platform';
import { loadContentConfig } from './config/content.env';
import { UpdateContentFeedHandler } from './modules/contents/commands/update-content-feed/update-content-feed.handler';
import { contentSchema, type ContentDocument } from './modules/contents/persistence/content.schema';
import { RedisContentFeed } from './modules/contents/persistence/redis-content-feed';

/**
 * `npm run rebuild-read-models -w services/content`: rebuilds the content service's read models (the home
 * feed from the contents, the member cards' Redis copy) from its database, with the service's own
 * configuration, while the service runs.
 */
async function main(): Promise<void> {
  const config = configOrExit(loadContentConfig);
  const logger = createLogger('content', config.LOG_LEVEL);
  const database = await openDatabase(config.MONGO_URL, config.MONGO_DB);
  const redis = connectRedis(config.REDIS_URL);
  try {
    const prefix = redisKeyPrefix(config.EVENTS_NAMESPACE);
    const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
    await new MemberCards(cards, redis, prefix, 'content', logger).rebuildCache();
    const contents = database.model<ContentDocument>('Content', contentSchema, 'contents');
    await new UpdateContentFeedHandler(contents, new RedisContentFeed(redis, prefix), logger).execute();
  } finally {
    await redis.quit();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`rebuild-read-models failed: ${String(error)}\n`);
  process.exit(1);
});
