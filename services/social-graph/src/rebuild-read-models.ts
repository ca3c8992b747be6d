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
import { loadSocialGraphConfig } from './config/social-graph.env';
import { RebuildConnectionGraphHandler } from './modules/connections/commands/update-connection-graph/rebuild-connection-graph.handler';
import {
  suggestionTraitsIndex,
  UpdateSuggestionTraitsHandler,
} from './modules/connections/commands/update-suggestion-traits/update-suggestion-traits.handler';
import { connectionSchema, type ConnectionDocument } from './modules/connections/persistence/connection.schema';
import { RedisConnectionGraph } from './modules/connections/persistence/redis-connection-graph';
import { RedisSuggestionLists } from './modules/connections/persistence/redis-suggestion-lists';

/**
 * `npm run rebuild-read-models -w services/social-graph`: rebuilds the service's read models (the
 * connections and the suggestion traits; the suggestion lists are dropped, each computed again when next
 * read; the member cards' Redis copy) from its database, with the service's own configuration, while the service runs.
 */
async function main(): Promise<void> {
  const config = configOrExit(loadSocialGraphConfig);
  const logger = createLogger('social-graph', config.LOG_LEVEL);
  const database = await openDatabase(config.MONGO_URL, config.MONGO_DB);
  const redis = connectRedis(config.REDIS_URL);
  try {
    const connections = database.model<ConnectionDocument>('Connection', connectionSchema, 'connections');
    const prefix = redisKeyPrefix(config.EVENTS_NAMESPACE);
    await new RebuildConnectionGraphHandler(
      connections,
      new RedisConnectionGraph(redis, prefix),
      new RedisSuggestionLists(redis, prefix),
      logger,
    ).execute();
    const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
    const memberCards = new MemberCards(cards, redis, prefix, 'social-graph', logger);
    await memberCards.rebuildCache();
    await new UpdateSuggestionTraitsHandler(memberCards, cards, suggestionTraitsIndex(redis, prefix), logger).execute();
  } finally {
    await redis.quit();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`rebuild-read-models failed: ${String(error)}\n`);
  process.exit(1);
});
