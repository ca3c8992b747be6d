import 'reflect-metadata';
import { MEMBER_CARDS_COLLECTION, MemberCards, memberCardSchema, runReadModelCommand, type MemberCardDocument } from '@docnet/platform';
import { loadAiAssistantConfig } from './config/ai-assistant.env';
import { UpdateMemberTopicsHandler } from './modules/recommendations/commands/update-member-topics/update-member-topics.handler';
import {
  recommendationTraitsIndex,
  UpdateRecommendationTraitsHandler,
} from './modules/recommendations/commands/update-recommendation-traits/update-recommendation-traits.handler';
import { contentTopicsSchema, type ContentTopicsDocument } from './modules/recommendations/persistence/content-topics.schema';
import { RedisMemberTopics } from './modules/recommendations/persistence/redis-member-topics';
import { RedisRecommendationsCache } from './modules/recommendations/persistence/redis-recommendations-cache';

/**
 * `npm run rebuild-read-models -w services/ai-assistant`: rebuilds the member cards' Redis copy, the
 * recommendation traits from the cards and the member topics from the content topics, then drops the cached
 * recommendations, which the models being rebuilt may have answered wrongly.
 */
runReadModelCommand('ai-assistant', loadAiAssistantConfig, async ({ database, redis, prefix, logger }) => {
  const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
  const memberCards = new MemberCards(cards, redis, prefix, 'ai-assistant', logger);
  await memberCards.rebuildCache();
  await new UpdateRecommendationTraitsHandler(memberCards, cards, recommendationTraitsIndex(redis, prefix), logger).execute();
  const contents = database.model<ContentTopicsDocument>('ContentTopics', contentTopicsSchema, 'content_topics');
  await new UpdateMemberTopicsHandler(contents, new RedisMemberTopics(redis, prefix), logger).execute();
  await new RedisRecommendationsCache(redis, prefix, logger).forgetEveryone();
});
