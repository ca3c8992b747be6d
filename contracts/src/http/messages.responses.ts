import * as yup from 'yup';
import { connectionUserResponseSchema } from './connections.responses';
import type { Conversation, ConversationMessages, DirectMessage } from './messages';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of messages.ts for the OpenAPI document, in a module the SPA never bundles. */

export const directMessageResponseSchema = responseSchema<DirectMessage>()({
  id: responseField.id,
  conversationId: responseField.id,
  senderId: responseField.id,
  body: responseField.text,
  sentAt: responseField.timestamp,
  readAt: yup.string().datetime().defined().nullable(),
});

export const conversationResponseSchema = responseSchema<Conversation>()({
  id: responseField.id,
  member: connectionUserResponseSchema.defined(),
  lastMessage: directMessageResponseSchema.defined().nullable(),
  unreadCount: responseField.count,
  canSend: responseField.flag,
  updatedAt: responseField.timestamp,
});

export const conversationMessagesResponseSchema = responseSchema<ConversationMessages>()({
  messages: yup.array(directMessageResponseSchema.defined()).defined(),
  hasMore: responseField.flag,
});
