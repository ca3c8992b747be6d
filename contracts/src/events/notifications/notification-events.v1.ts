import * as yup from 'yup';
import { notificationKinds } from '../../http/notifications';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

const actorSchema = yup
  .object({
    id: yup.number().integer().positive().required(),
    name: yup.string().required(),
    profilePicture: yup.string().defined().nullable(),
  })
  .default(null)
  .nullable();

/**
 * `notifications.notification.created` v1: the notifications service created an in-app notification for
 * `userId` (its settings allowed it). Carries the whole `Notification` as the list shows it, and the
 * member's unread count after it, so the BFF's live stream forwards it as it is. aggregateId is the member id.
 */
export const NotificationCreatedV1 = defineEvent({
  type: 'notifications.notification.created',
  version: 1,
  topic: Topics.notificationsNotification,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    unreadCount: yup.number().integer().min(0).required(),
    notification: yup
      .object({
        id: yup.number().integer().positive().required(),
        type: yup.string().oneOf(notificationKinds).required(),
        actor: actorSchema,
        text: yup.string().required(),
        link: yup.string().defined().nullable(),
        read: yup.boolean().required(),
        createdAt: yup.string().datetime().required(),
      })
      .required(),
  }),
});

/** `notifications.notifications.read` v1: a member read one or all notifications; the unread count after it (badges in other tabs). */
export const NotificationsReadV1 = defineEvent({
  type: 'notifications.notifications.read',
  version: 1,
  topic: Topics.notificationsNotification,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    unreadCount: yup.number().integer().min(0).required(),
    readAt: yup.string().datetime().required(),
  }),
});
