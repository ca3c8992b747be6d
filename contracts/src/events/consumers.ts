import { serviceNames, type ServiceName } from '../services/catalog';
import { CommentAddedV1 } from './content/comment-added.v1';
import { CommentRemovedV1 } from './content/comment-removed.v1';
import { ContentDeletedV1 } from './content/content-deleted.v1';
import { ContentRemovalFinalV1 } from './content/content-removal-final.v1';
import { ContentPublishedV1 } from './content/content-published.v1';
import { ContentUpdatedV1 } from './content/content-updated.v1';
import { ContentViewedV1 } from './content/content-viewed.v1';
import { ContentViewsCountedV1 } from './content/content-views-counted.v1';
import { LikeAddedV1 } from './content/like-added.v1';
import { LikeRemovedV1 } from './content/like-removed.v1';
import { ContentModeratedV1, ModerationDecidedV1 } from './content/moderation-events.v1';
import type { EventDefinition } from './define-event';
import { CmePublishedV1 } from './events-news-cme/cme-published.v1';
import { WalletReminderDueV1 } from './events-news-cme/cme-wallet-events.v1';
import { CmeChangedV1, EventChangedV1, NewsChangedV1 } from './events-news-cme/listing-changed.v1';
import { EventAttendanceChangedV1 } from './events-news-cme/event-attendance-changed.v1';
import { EventCreatedV1 } from './events-news-cme/event-created.v1';
import { NewsPublishedV1 } from './events-news-cme/news-published.v1';
import { UserDeletedV1 } from './identity/user-deleted.v1';
import { UserEmailVerifiedV1 } from './identity/user-email-verified.v1';
import { UserNpiBoundV1 } from './identity/user-npi-bound.v1';
import { UserNpiUnboundV1 } from './identity/user-npi-unbound.v1';
import { UserPhoneVerifiedV1 } from './identity/user-phone-verified.v1';
import { UserRegisteredV1 } from './identity/user-registered.v1';
import { NotificationCreatedV1, NotificationsReadV1 } from './notifications/notification-events.v1';
import { NotificationSettingsChangedV1 } from './profile/notification-settings-changed.v1';
import { ProfileUpdatedV1 } from './profile/profile-updated.v1';
import {
  ConnectionAcceptedV1,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionRequestedV1,
  ConnectionWithdrawnV1,
} from './social-graph/connection-events.v1';
import { ConversationReadV1, MessageSentV1 } from './social-graph/message-events.v1';

/** What reads domain events: every service, and the BFF (its live stream and the uploads' cleanup). */
export type EventReader = ServiceName | 'bff';
export const eventReaders: readonly EventReader[] = [...serviceNames, 'bff'];

const connectionEvents = [
  ConnectionRequestedV1,
  ConnectionAcceptedV1,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionWithdrawnV1,
];

/**
 * The events each deployable handles, for the AsyncAPI documents. The services' handlers
 * (`@EventPattern`, and the platform's MemberCardsModule for profile.updated) are checked against it by
 * contracts/test/event-consumers.unit.test.ts, so a new handler without its line here fails.
 */
export const EventConsumers: Record<EventReader, readonly EventDefinition<string, object>[]> = {
  identity: [],
  profile: [
    UserDeletedV1,
    UserRegisteredV1,
    UserEmailVerifiedV1,
    UserPhoneVerifiedV1,
    UserNpiBoundV1,
    UserNpiUnboundV1,
    ProfileUpdatedV1,
    ContentViewedV1,
    ContentViewsCountedV1,
  ],
  content: [
    UserDeletedV1,
    ProfileUpdatedV1,
    ContentPublishedV1,
    ContentUpdatedV1,
    ContentDeletedV1,
    CommentAddedV1,
    CommentRemovedV1,
    LikeAddedV1,
    LikeRemovedV1,
    ContentModeratedV1,
  ],
  'social-graph': [UserDeletedV1, ProfileUpdatedV1, ...connectionEvents],
  'events-news-cme': [
    UserDeletedV1,
    ProfileUpdatedV1,
    EventCreatedV1,
    EventAttendanceChangedV1,
    NewsPublishedV1,
    CmePublishedV1,
    EventChangedV1,
    NewsChangedV1,
    CmeChangedV1,
  ],
  'ai-assistant': [
    UserDeletedV1,
    ProfileUpdatedV1,
    ContentPublishedV1,
    ContentUpdatedV1,
    ContentDeletedV1,
    ...connectionEvents,
  ],
  notifications: [
    UserDeletedV1,
    UserRegisteredV1,
    UserEmailVerifiedV1,
    ProfileUpdatedV1,
    NotificationSettingsChangedV1,
    ContentPublishedV1,
    ContentUpdatedV1,
    CommentAddedV1,
    LikeAddedV1,
    ConnectionRequestedV1,
    ConnectionAcceptedV1,
    ConnectionRemovedV1,
    ConnectionWithdrawnV1,
    MessageSentV1,
    ModerationDecidedV1,
    WalletReminderDueV1,
    // Its own: each new notification is pushed to the member's devices.
    NotificationCreatedV1,
  ],
  bff: [
    NotificationCreatedV1,
    NotificationsReadV1,
    MessageSentV1,
    ConversationReadV1,
    ContentUpdatedV1,
    ContentDeletedV1,
    ContentRemovalFinalV1,
  ],
};

/** The service that publishes an event: its type's context (`content.comment.added` → content). */
export function eventProducer(definition: EventDefinition<string, object>): ServiceName | undefined {
  const context = definition.type.split('.')[0];
  return serviceNames.find((name) => name === context);
}
