import 'reflect-metadata';
import { MEMBER_CARDS_COLLECTION, MemberCards, memberCardSchema, runReadModelCommand, type MemberCardDocument } from '@docnet/platform';
import { loadAiAssistantConfig } from './config/ai-assistant.env';
import { contentTopicsSchema, type ContentTopicsDocument } from './modules/recommendations/persistence/content-topics.schema';
import { MemberTopicsBuilder } from './modules/recommendations/read-models/member-topics/member-topics.builder';
import { RedisMemberTopics } from './modules/recommendations/read-models/member-topics/redis-member-topics';
import {
  recommendationTraitsIndex,
  RecommendationTraitsKeeper,
} from './modules/recommendations/read-models/recommendation-traits/recommendation-traits.keeper';

/**
 * `npm run rebuild-read-models -w services/ai-assistant`: rebuilds the member cards' Redis copy, the recommendation
 * traits from the cards and the member topics from the content topics. The members' recommendation lists are not
 * rebuilt: a read shows a list with the current cards and topics, and each list is computed again by the next change
 * around its member (or when Redis lost it).
 */
runReadModelCommand('ai-assistant', loadAiAssistantConfig, async ({ database, redis, prefix, logger }) => {
  const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
  const memberCards = new MemberCards(cards, redis, prefix, 'ai-assistant', logger);
  await memberCards.rebuildCache();
  await new RecommendationTraitsKeeper(memberCards, cards, recommendationTraitsIndex(redis, prefix), logger).execute();
  const contents = database.model<ContentTopicsDocument>('ContentTopics', contentTopicsSchema, 'content_topics');
  await new MemberTopicsBuilder(contents, new RedisMemberTopics(redis, prefix), logger).execute();
});
