import { MEMBER_CARDS_COLLECTION, MemberCardsModule, modelProvider, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { MemberNetwork } from '../../domain/member-network.port';
import { RecordConnectionHandler } from './commands/record-connection/record-connection.handler';
import { RecordContentTopicsHandler } from './commands/record-content-topics/record-content-topics.handler';
import { RecommendationsController } from './http/recommendations.controller';
import { ContentConsumer } from './messaging/content.consumer';
import { SocialGraphConsumer } from './messaging/social-graph.consumer';
import { ContentTopicsModel, contentTopicsSchema } from './persistence/content-topics.schema';
import { MemberCardViewModel, memberCardViewSchema } from './persistence/member-card-view.schema';
import { SocialTieModel, socialTieSchema } from './persistence/social-tie.schema';
import { ProjectedMemberNetwork } from './queries/recommend-members/projected-member-network';
import { RecommendMembersHandler } from './queries/recommend-members/recommend-members.handler';
import { MemberTopicsBuilder } from './read-models/member-topics/member-topics.builder';
import { MemberTopics } from './read-models/member-topics/member-topics.port';
import { RedisMemberTopics } from './read-models/member-topics/redis-member-topics';
import { RecommendationTraits, recommendationTraitsIndex, RecommendationTraitsKeeper } from './read-models/recommendation-traits/recommendation-traits.keeper';
import { RecommendationListBuilder } from './read-models/recommendations/recommendation-list-builder';
import { RecommendationLists } from './read-models/recommendations/recommendation-lists.port';
import { RedisRecommendationLists } from './read-models/recommendations/redis-recommendation-lists';

/**
 * Projections of members, the social graph and content topics, their read models, and the recommendations
 * precomputed per member from them.
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
    { provide: RecommendationLists, useClass: RedisRecommendationLists },
    RecommendationTraitsKeeper,
    MemberTopicsBuilder,
    RecommendationListBuilder,
    RecordContentTopicsHandler,
    RecordConnectionHandler,
    { provide: MemberNetwork, useClass: ProjectedMemberNetwork },
    RecommendMembersHandler,
  ],
  exports: [MemberNetwork],
})
export class RecommendationsModule {}
