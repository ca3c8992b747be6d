import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
const nullableString: SchemaObject = { type: 'string', nullable: true };

/** `DirectMessage` (contracts/src/http/messages.ts). */
export const directMessageSchema: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    conversationId: { type: 'integer' },
    senderId: { type: 'integer' },
    body: { type: 'string' },
    sentAt: dateTime,
    readAt: { ...dateTime, nullable: true },
  },
  required: ['id', 'conversationId', 'senderId', 'body', 'sentAt', 'readAt'],
};

/** `ConnectionUser` (contracts/src/http/connections.ts): the other member of a conversation. */
const memberCardSchema: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    specialty: nullableString,
    hospital: nullableString,
    affiliation: nullableString,
    city: nullableString,
    state: nullableString,
    profilePicture: nullableString,
  },
  required: ['id', 'name', 'specialty', 'hospital', 'affiliation', 'city', 'state', 'profilePicture'],
};

/** `Conversation` (contracts/src/http/messages.ts). */
export const conversationSchema: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    member: memberCardSchema,
    lastMessage: { ...directMessageSchema, nullable: true },
    unreadCount: { type: 'integer', minimum: 0 },
    canSend: { type: 'boolean' },
    updatedAt: dateTime,
  },
  required: ['id', 'member', 'lastMessage', 'unreadCount', 'canSend', 'updatedAt'],
};

/** `ConversationMessages` (contracts/src/http/messages.ts). */
export const conversationMessagesSchema: SchemaObject = {
  type: 'object',
  properties: { messages: { type: 'array', items: directMessageSchema }, hasMore: { type: 'boolean' } },
  required: ['messages', 'hasMore'],
};
