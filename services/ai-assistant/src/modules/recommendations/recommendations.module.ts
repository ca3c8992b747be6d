import { MEMBER_CARDS_COLLECTION, MemberCardsModule, modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { RecommendationsController } from './http/recommendations.controller';
import { ContentConsumer } from './messaging/content.consumer';
import { SocialGraphConsumer } from './messaging/social-graph.consumer';
import { ContentTopicsModel, contentTopicsSchema } from './persistence/content-topics.schema';
import { MemberCardViewModel, memberCardViewSchema } from './persistence/member-card-view.schema';
import { SocialTieModel, socialTieSchema } from './persistence/social-tie.schema';
import { MemberNetwork } from './queries/recommend-members/member-network';
import { RecommendMembersHandler } from './queries/recommend-members/recommend-members.handler';

/** Projections of members, the social graph and content topics, and the recommendations made from them. */
@Module({
  imports: [MemberCardsModule],
  controllers: [RecommendationsController, SocialGraphConsumer, ContentConsumer],
  providers: [
    modelProvider(MemberCardViewModel, 'RecommendationCandidate', memberCardViewSchema, MEMBER_CARDS_COLLECTION),
    modelProvider(SocialTieModel, 'SocialTie', socialTieSchema, 'social_ties'),
    modelProvider(ContentTopicsModel, 'ContentTopics', contentTopicsSchema, 'content_topics'),
    MemberNetwork,
    RecommendMembersHandler,
  ],
  exports: [MemberNetwork],
})
export class RecommendationsModule {}
