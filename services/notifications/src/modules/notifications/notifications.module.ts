import { createEmailSender, EMAIL_SENDER, LocalOutbox, LOGGER, modelProvider, type EmailSender } from '@docnet/platform';
import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config/notifications.env';
import { AudienceModule } from '../audience/audience.module';
import { AnnounceHandler } from './commands/announce/announce.handler';
import { DigestScheduler } from './jobs/digest.scheduler';
import { EmailDispatcher } from './jobs/email-dispatcher';
import { MarkReadHandler } from './commands/mark-read/mark-read.handler';
import { NotifyMemberHandler } from './commands/notify-member/notify-member.handler';
import { RemoveMemberNotificationsHandler } from './commands/remove-member-notifications/remove-member-notifications.handler';
import { RetractNotificationsHandler } from './commands/retract-notifications/retract-notifications.handler';
import { SendDigestsHandler } from './commands/send-digests/send-digests.handler';
import { SendNotificationEmailsHandler } from './commands/send-notification-emails/send-notification-emails.handler';
import { NotificationsController } from './http/notifications.controller';
import { OperatorController } from './http/operator.controller';
import { CmeReminderConsumer } from './messaging/cme-reminder.consumer';
import { ConnectionEventsConsumer } from './messaging/connection-events.consumer';
import { ContentReactionsConsumer } from './messaging/content-reactions.consumer';
import { MessageSentConsumer } from './messaging/message-sent.consumer';
import { ModerationDecidedConsumer } from './messaging/moderation-decided.consumer';
import { ProfileChangeNotices } from './messaging/profile-change-notices';
import { NotificationCreatedConsumer } from './messaging/notification-created.consumer';
import { PushController } from './http/push.controller';
import { PushNotificationHandler } from './commands/push-notification/push-notification.handler';
import { SubscribeDeviceHandler } from './commands/subscribe-device/subscribe-device.handler';
import { WebPushGateway } from './delivery/web-push.gateway';
import { PushSubscriptionModel, pushSubscriptionSchema } from './persistence/push-subscription.schema';
import { UserDeletedConsumer } from './messaging/user-deleted.consumer';
import { EmailWaiting } from './domain/email-waiting.port';
import { UnreadCounts } from './domain/unread-counts.port';
import { NotificationModel, notificationSchema } from './persistence/notification.schema';
import { RedisUnreadCounts } from './persistence/redis-unread-counts';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler';

/** Notifications: creation from events and announcements, the member's list and read marks, emails, digests and pushes. */
@Module({
  imports: [AudienceModule],
  controllers: [
    NotificationsController,
    OperatorController,
    CmeReminderConsumer,
    ConnectionEventsConsumer,
    ContentReactionsConsumer,
    MessageSentConsumer,
    ModerationDecidedConsumer,
    PushController,
    NotificationCreatedConsumer,
    UserDeletedConsumer,
  ],
  providers: [
    modelProvider(NotificationModel, 'Notification', notificationSchema, 'notifications', { outbox: true }),
    {
      provide: EMAIL_SENDER,
      inject: [NOTIFICATIONS_CONFIG, LOGGER],
      useFactory: (config: NotificationsConfig, logger: Logger): EmailSender => createEmailSender(config, new LocalOutbox(config.OUTBOX_DIR, logger)),
    },
    // The unread counts (ADR 3): another store is another adapter here.
    { provide: UnreadCounts, useClass: RedisUnreadCounts },
    NotifyMemberHandler,
    RetractNotificationsHandler,
    RemoveMemberNotificationsHandler,
    MarkReadHandler,
    AnnounceHandler,
    SendNotificationEmailsHandler,
    EmailDispatcher,
    // A new immediate email wakes the dispatcher (the port keeps notify-member out of jobs/).
    { provide: EmailWaiting, useExisting: EmailDispatcher },
    SendDigestsHandler,
    DigestScheduler,
    ListNotificationsHandler,
    ProfileChangeNotices,
    // Web push: members' devices and the pushes of their new notifications.
    modelProvider(PushSubscriptionModel, 'PushSubscription', pushSubscriptionSchema, 'push_subscriptions'),
    WebPushGateway,
    SubscribeDeviceHandler,
    PushNotificationHandler,
  ],
})
export class NotificationsModule {}
