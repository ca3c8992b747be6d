import { notificationTypes } from '@docnet/contracts';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
const nullableString: SchemaObject = { type: 'string', nullable: true };

/** `UnreadCount` (contracts/src/http/notifications.ts). */
export const unreadCountSchema: SchemaObject = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 0 } },
  required: ['count'],
};

/** `Notification` (contracts/src/http/notifications.ts). */
export const notificationSchema: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: [...notificationTypes] },
    actor: {
      type: 'object',
      nullable: true,
      properties: { id: { type: 'integer' }, name: { type: 'string' }, profilePicture: nullableString },
      required: ['id', 'name', 'profilePicture'],
    },
    text: { type: 'string' },
    link: nullableString,
    read: { type: 'boolean' },
    createdAt: dateTime,
  },
  required: ['id', 'type', 'actor', 'text', 'link', 'read', 'createdAt'],
};

/** `NotificationList` (contracts/src/http/notifications.ts). */
export const notificationListSchema: SchemaObject = {
  type: 'object',
  properties: {
    notifications: { type: 'array', items: notificationSchema },
    total: { type: 'integer', minimum: 0 },
    unreadCount: { type: 'integer', minimum: 0 },
  },
  required: ['notifications', 'total', 'unreadCount'],
};
