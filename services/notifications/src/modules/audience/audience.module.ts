import { MemberCardsModule, modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { ApplyNotificationSettingsHandler } from './commands/apply-notification-settings/apply-notification-settings.handler';
import { RecordConnectionHandler } from './commands/record-connection/record-connection.handler';
import { RecordContentTitleHandler } from './commands/record-content-title/record-content-title.handler';
import { RecordMemberEmailHandler } from './commands/record-member-email/record-member-email.handler';
import { ContentTitlesConsumer } from './messaging/content-titles.consumer';
import { MemberEmailConsumer } from './messaging/member-email.consumer';
import { NotificationSettingsConsumer } from './messaging/notification-settings.consumer';
import { ContentTitleModel, contentTitleSchema } from './persistence/content-title.schema';
import { ContentTitles } from './persistence/content-titles';
import { MemberConnectionModel, memberConnectionSchema } from './persistence/member-connection.schema';
import { MemberConnections } from './persistence/member-connections';
import { RecipientModel, recipientSchema } from './persistence/recipient.schema';
import { Recipients } from './persistence/recipients';
import { GetContentTitleHandler } from './queries/get-content-title/get-content-title.handler';
import { ListConnectionsHandler } from './queries/list-connections/list-connections.handler';

/**
 * The service's projections of other services' data: recipients (settings, email), accepted connections,
 * content titles and the platform's member cards (MemberCardsModule; notifications/messaging/profile-change-notices.ts
 * follows them to tell connections of a visible change).
 */
@Module({
  imports: [MemberCardsModule],
  controllers: [NotificationSettingsConsumer, MemberEmailConsumer, ContentTitlesConsumer],
  providers: [
    modelProvider(RecipientModel, 'Recipient', recipientSchema, 'recipients'),
    modelProvider(MemberConnectionModel, 'MemberConnection', memberConnectionSchema, 'member_connections'),
    modelProvider(ContentTitleModel, 'ContentTitle', contentTitleSchema, 'content_titles'),
    Recipients,
    MemberConnections,
    ContentTitles,
    RecordMemberEmailHandler,
    ApplyNotificationSettingsHandler,
    RecordContentTitleHandler,
    RecordConnectionHandler,
    GetContentTitleHandler,
    ListConnectionsHandler,
  ],
  // The notifications feature reads recipients in its commands, and its consumers go through the use cases.
  exports: [Recipients, RecordConnectionHandler, GetContentTitleHandler, ListConnectionsHandler, MemberCardsModule],
})
export class AudienceModule {}
