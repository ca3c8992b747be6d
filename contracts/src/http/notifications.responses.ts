import * as yup from 'yup';
import {
  notificationKinds,
  type Notification,
  type NotificationActor,
  type NotificationList,
  type UnreadCount,
} from './notifications';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of notifications.ts for the OpenAPI document, in a module the SPA never bundles. */

export const notificationResponseSchema = responseSchema<Notification>()({
  id: responseField.id,
  type: yup.string().oneOf(notificationKinds).defined(),
  actor: responseSchema<NotificationActor>()({
    id: responseField.id,
    name: responseField.text,
    profilePicture: responseField.optionalText,
  })
    .defined()
    .nullable(),
  text: responseField.text,
  link: responseField.optionalText,
  read: responseField.flag,
  createdAt: responseField.timestamp,
});

export const notificationListResponseSchema = responseSchema<NotificationList>()({
  notifications: yup.array(notificationResponseSchema.defined()).defined(),
  total: responseField.count,
  unreadCount: responseField.count,
});

export const unreadCountResponseSchema = responseSchema<UnreadCount>()({ count: responseField.count });
