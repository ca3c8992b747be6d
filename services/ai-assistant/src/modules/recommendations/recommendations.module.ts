import { MEMBER_CARDS_COLLECTION, MemberCardsModule, modelProvider, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { MemberNetwork } from '../../domain/member-network.port';
import { ForgetRecommendationsHandler } from './commands/forget-recommendations/forget-recommendations.handler';
import { RecordConnectionHandler } from './commands/record-connection/record-connection.handler';
import { RecordContentTopicsHandler } from './commands/record-content-topics/record-content-topics.handler';
import { UpdateMemberTopicsHandler } from './commands/update-member-topics/update-member-topics.handler';
import {
  RecommendationTraits,
  recommendationTraitsIndex,
  UpdateRecommendationTraitsHandler,
} from './commands/update-recommendation-traits/update-recommendation-traits.handler';
import { MemberTopics } from './domain/member-topics.port';
import { RecommendationsCache } from './domain/recommendations-cache.port';
import { RecommendationsController } from './http/recommendations.controller';
import { ContentConsumer } from './messaging/content.consumer';
import { SocialGraphConsumer } from './messaging/social-graph.consumer';
import { ContentTopicsModel, contentTopicsSchema } from './persistence/content-topics.schema';
import { MemberCardViewModel, memberCardViewSchema } from './persistence/member-card-view.schema';
import { RedisMemberTopics } from './persistence/redis-member-topics';
import { RedisRecommendationsCache } from './persistence/redis-recommendations-cache';
import { SocialTieModel, socialTieSchema } from './persistence/social-tie.schema';
import { ProjectedMemberNetwork } from './queries/recommend-members/projected-member-network';
import { RecommendMembersHandler } from './queries/recommend-members/recommend-members.handler';

/**
 * Projections of members, the social graph and content topics, their read models, and the recommendations made
 * from them, cached per member until an event changes them.
 */
@Module({
  imports: [MemberCardsModule],
  controllers: [RecommendationsController, SocialGraphConsumer, ContentConsumer],
  providers: [
    modelProvider(MemberCardViewModel, 'RecommendationCandidate', memberCardViewSchema, MEMBER_CARDS_COLLECTION),
    modelProvider(SocialTieModel, 'SocialTie', socialTieSchema, 'social_ties'),
    modelProvider(ContentTopicsModel, 'ContentTopics', contentTopicsSchema, 'content_topics'),
    // The read models (ADR 3): another store is another adapter here.
    { provide: RecommendationTraits, useFactory: recommendationTraitsIndex, inject: [REDIS, REDIS_KEY_PREFIX] },
    { provide: MemberTopics, useClass: RedisMemberTopics },
    { provide: RecommendationsCache, useClass: RedisRecommendationsCache },
    UpdateRecommendationTraitsHandler,
    UpdateMemberTopicsHandler,
    ForgetRecommendationsHandler,
    RecordContentTopicsHandler,
    RecordConnectionHandler,
    { provide: MemberNetwork, useClass: ProjectedMemberNetwork },
    RecommendMembersHandler,
  ],
  exports: [MemberNetwork],
})
export class RecommendationsModule {}
