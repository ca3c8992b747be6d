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
import { loadAiAssistantConfig } from './config/ai-assistant.env';
import { UpdateMemberTopicsHandler } from './modules/recommendations/commands/update-member-topics/update-member-topics.handler';
import {
  recommendationTraitsIndex,
  UpdateRecommendationTraitsHandler,
} from './modules/recommendations/commands/update-recommendation-traits/update-recommendation-traits.handler';
import { contentTopicsSchema, type ContentTopicsDocument } from './modules/recommendations/persistence/content-topics.schema';
import { RedisMemberTopics } from './modules/recommendations/persistence/redis-member-topics';

/**
 * `npm run rebuild-read-models -w services/ai-assistant`: rebuilds the assistant's read models (the
 * recommendation traits from the member cards, the member topics from the content topics, the member cards' Redis copy) from its
 * database, with the service's own configuration, while the service runs.
 */
async function main(): Promise<void> {
  const config = configOrExit(loadAiAssistantConfig);
  const logger = createLogger('ai-assistant', config.LOG_LEVEL);
  const database = await openDatabase(config.MONGO_URL, config.MONGO_DB);
  const redis = connectRedis(config.REDIS_URL);
  try {
    const prefix = redisKeyPrefix(config.EVENTS_NAMESPACE);
    const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
    const memberCards = new MemberCards(cards, redis, prefix, 'ai-assistant', logger);
    await memberCards.rebuildCache();
    await new UpdateRecommendationTraitsHandler(memberCards, cards, recommendationTraitsIndex(redis, prefix), logger).execute();
    const contents = database.model<ContentTopicsDocument>('ContentTopics', contentTopicsSchema, 'content_topics');
    await new UpdateMemberTopicsHandler(contents, new RedisMemberTopics(redis, prefix), logger).execute();
  } finally {
    await redis.quit();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`rebuild-read-models failed: ${String(error)}\n`);
  process.exit(1);
});
