import { MEMBER_CARDS_COLLECTION, MemberCardModel, MemberCards, memberCardSchema, modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { ContentTitlesConsumer } from './messaging/content-titles.consumer';
import { MemberEmailConsumer } from './messaging/member-email.consumer';
import { NotificationSettingsConsumer } from './messaging/notification-settings.consumer';
import { ContentTitleModel, contentTitleSchema } from './persistence/content-title.schema';
import { ContentTitles } from './persistence/content-titles';
import { MemberConnectionModel, memberConnectionSchema } from './persistence/member-connection.schema';
import { MemberConnections } from './persistence/member-connections';
import { RecipientModel, recipientSchema } from './persistence/recipient.schema';
import { Recipients } from './persistence/recipients';

/**
 * The service's projections of other services' data: recipients (settings, email), accepted connections,
 * content titles and member cards. The cards use the platform's `MemberCards` without MemberCardsModule's
 * consumer: profile.updated has one handler per service, and ours also fans out profile-update notifications
 * (notifications/messaging/profile-updated.consumer.ts), so it applies the card itself.
 */
@Module({
  controllers: [NotificationSettingsConsumer, MemberEmailConsumer, ContentTitlesConsumer],
  providers: [
    modelProvider(RecipientModel, 'Recipient', recipientSchema, 'recipients'),
    modelProvider(MemberConnectionModel, 'MemberConnection', memberConnectionSchema, 'member_connections'),
    modelProvider(ContentTitleModel, 'ContentTitle', contentTitleSchema, 'content_titles'),
    modelProvider(MemberCardModel, 'MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION),
    Recipients,
    MemberConnections,
    ContentTitles,
    MemberCards,
  ],
  exports: [Recipients, MemberConnections, ContentTitles, MemberCards, MemberCardModel],
})
export class AudienceModule {}
