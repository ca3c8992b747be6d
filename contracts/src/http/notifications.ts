import * as yup from 'yup';
import { pageLimitSchema, pageOffsetSchema } from './paging';
import { notificationTypes, type NotificationType } from './settings';

/**
 * What a notification is about: a notification setting's type, `moderation`, a moderator's decision about the
 * member's item or account, or `cmeReminder`, a licence's deadline in the member's CME wallet with hours still owed.
 * No type setting turns the last two off (a member stops CME reminders by removing the licence); their emails follow
 * the member's email and digest settings like every other.
 */
export const notificationKinds = [...notificationTypes, 'moderation', 'cmeReminder'] as const;
export type NotificationKind = NotificationType | 'moderation' | 'cmeReminder';

/** Who caused a notification, as the list shows them (avatar and name). */
export interface NotificationActor {
  id: number;
  name: string;
  profilePicture: string | null;
}

/**
 * One in-app notification of the signed-in member. `type` is the notification setting that governs it,
 * so turning that type off stops new ones, or `moderation`. `text` is ready to show; `link` is the SPA path
 * the notification opens (a profile, a content, /network, /messages?with=…), or null.
 */
export interface Notification {
  id: number;
  type: NotificationKind;
  actor: NotificationActor | null;
  text: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** GET /api/notifications: one page, newest first, with the total and the member's unread count. */
export interface NotificationList {
  notifications: Notification[];
  total: number;
  unreadCount: number;
}

/** GET /api/notifications/unread-count and GET /api/conversations/unread-count. */
export interface UnreadCount {
  count: number;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

/** GET /api/notifications query. */
export const notificationListQuerySchema = yup.object({
  limit: pageLimitSchema(NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE),
  offset: pageOffsetSchema(),
});
export type NotificationListQuery = yup.InferType<typeof notificationListQuerySchema>;

/** The largest announcement an operator can send (internal route, not shown to members as a form). */
export const ANNOUNCEMENT_MAX_LENGTH = 500;

/** POST /internal/announcements body (operators only, service token): a system announcement to every member. */
export const announcementSchema = yup.object({
  text: yup
    .string()
    .trim()
    .required('Announcement text is required')
    .max(ANNOUNCEMENT_MAX_LENGTH, `Announcement text cannot exceed ${ANNOUNCEMENT_MAX_LENGTH} characters`),
  link: yup
    .string()
    .trim()
    .matches(/^\/[^/\\]/, 'link must be a path inside DocNet')
    .nullable()
    .default(null),
});
export type Announcement = yup.InferType<typeof announcementSchema>;

export const NotificationMessages = {
  notFound: 'Notification not found',
} as const;
