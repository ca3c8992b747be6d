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
import { CommentModeratedV1, ContentModeratedV1, ModerationDecidedV1 } from './content/moderation-events.v1';
import type { EventDefinition } from './define-event';
import { UserDeletedV1 } from './identity/user-deleted.v1';
import { UserEmailVerifiedV1 } from './identity/user-email-verified.v1';
import { UserNpiBoundV1 } from './identity/user-npi-bound.v1';
import { UserNpiUnboundV1 } from './identity/user-npi-unbound.v1';
import { UserPasswordChangedV1 } from './identity/user-password-changed.v1';
import { UserPhoneVerifiedV1 } from './identity/user-phone-verified.v1';
import { UserRegisteredV1 } from './identity/user-registered.v1';
import { NotificationSettingsChangedV1 } from './profile/notification-settings-changed.v1';
import { ProfileUpdatedV1 } from './profile/profile-updated.v1';
import { EventCreatedV1 } from './events-news-cme/event-created.v1';
import { EventAttendanceChangedV1 } from './events-news-cme/event-attendance-changed.v1';
import { NewsPublishedV1 } from './events-news-cme/news-published.v1';
import { CmePublishedV1 } from './events-news-cme/cme-published.v1';
import { WalletComplianceChangedV1, WalletLicenceAddedV1, WalletReminderDueV1 } from './events-news-cme/cme-wallet-events.v1';
import { CmeChangedV1, EventChangedV1, NewsChangedV1 } from './events-news-cme/listing-changed.v1';
import {
  ConnectionAcceptedV1,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionRequestedV1,
  ConnectionWithdrawnV1,
} from './social-graph/connection-events.v1';
import { ConversationReadV1, MessageSentV1 } from './social-graph/message-events.v1';
import { NotificationCreatedV1, NotificationsReadV1 } from './notifications/notification-events.v1';

export * from './define-event';
export * from './consumers';
export { UserDeletedV1 } from './identity/user-deleted.v1';
export { UserEmailVerifiedV1 } from './identity/user-email-verified.v1';
export { UserNpiBoundV1 } from './identity/user-npi-bound.v1';
export { UserNpiUnboundV1 } from './identity/user-npi-unbound.v1';
export { UserPasswordChangedV1 } from './identity/user-password-changed.v1';
export { UserPhoneVerifiedV1 } from './identity/user-phone-verified.v1';
export { UserRegisteredV1 } from './identity/user-registered.v1';
export { ProfileUpdatedV1, memberCardSchema } from './profile/profile-updated.v1';
export { NotificationSettingsChangedV1 } from './profile/notification-settings-changed.v1';
export { ContentViewedV1 } from './content/content-viewed.v1';
export { ContentViewsCountedV1, VIEW_BATCH_MAX_CONTENTS } from './content/content-views-counted.v1';
export { ContentPublishedV1, contentFactsSchema } from './content/content-published.v1';
export { ContentUpdatedV1 } from './content/content-updated.v1';
export { ContentDeletedV1 } from './content/content-deleted.v1';
export { ContentRemovalFinalV1 } from './content/content-removal-final.v1';
export { CommentAddedV1 } from './content/comment-added.v1';
export { CommentRemovedV1 } from './content/comment-removed.v1';
export { LikeAddedV1 } from './content/like-added.v1';
export { LikeRemovedV1 } from './content/like-removed.v1';
export { CommentModeratedV1, ContentModeratedV1, ModerationDecidedV1, moderationStatuses, type ModerationStatusChange } from './content/moderation-events.v1';
export { EventCreatedV1 } from './events-news-cme/event-created.v1';
export { EventAttendanceChangedV1 } from './events-news-cme/event-attendance-changed.v1';
export { NewsPublishedV1 } from './events-news-cme/news-published.v1';
export { CmePublishedV1 } from './events-news-cme/cme-published.v1';
export { WalletComplianceChangedV1, WalletLicenceAddedV1, WalletReminderDueV1, walletReminderThresholds } from './events-news-cme/cme-wallet-events.v1';
export { CmeChangedV1, EventChangedV1, NewsChangedV1, listingChanges, type ListingChange } from './events-news-cme/listing-changed.v1';
export {
  ConnectionAcceptedV1,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionRequestedV1,
  ConnectionWithdrawnV1,
} from './social-graph/connection-events.v1';
export { ConversationReadV1, MessageSentV1 } from './social-graph/message-events.v1';
export { NotificationCreatedV1, NotificationsReadV1 } from './notifications/notification-events.v1';

/** Every event type and version the system knows; producers and consumers validate against it. */
export const eventCatalog: readonly EventDefinition<string, object>[] = [
  UserRegisteredV1,
  UserEmailVerifiedV1,
  UserPhoneVerifiedV1,
  UserPasswordChangedV1,
  UserNpiBoundV1,
  UserNpiUnboundV1,
  UserDeletedV1,
  ProfileUpdatedV1,
  NotificationSettingsChangedV1,
  ContentViewedV1,
  ContentViewsCountedV1,
  ContentPublishedV1,
  ContentUpdatedV1,
  ContentDeletedV1,
  CommentAddedV1,
  CommentRemovedV1,
  LikeAddedV1,
  LikeRemovedV1,
  ContentModeratedV1,
  ContentRemovalFinalV1,
  CommentModeratedV1,
  ModerationDecidedV1,
  EventCreatedV1,
  EventAttendanceChangedV1,
  NewsPublishedV1,
  CmePublishedV1,
  EventChangedV1,
  NewsChangedV1,
  CmeChangedV1,
  WalletLicenceAddedV1,
  WalletComplianceChangedV1,
  WalletReminderDueV1,
  ConnectionRequestedV1,
  ConnectionAcceptedV1,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionWithdrawnV1,
  MessageSentV1,
  ConversationReadV1,
  NotificationCreatedV1,
  NotificationsReadV1,
];

/** Every version of one event type, oldest first. */
export function eventDefinitionsOf(type: string): EventDefinition<string, object>[] {
  return eventCatalog.filter((definition) => definition.type === type);
}

export function findEventDefinition(type: string, version: number): EventDefinition<string, object> | undefined {
  return eventCatalog.find((definition) => definition.type === type && definition.version === version);
}
