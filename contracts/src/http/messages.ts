import * as yup from 'yup';
import { pageLimitSchema } from './paging';
import type { ConnectionUser } from './connections';
import { phiConfirmationSchema } from './phi-guard';

/**
 * Direct messages between accepted connections ("messaging only to accepted
 * connections"). A conversation belongs to exactly two members; the server refuses anyone else.
 */
export interface DirectMessage {
  id: number;
  conversationId: number;
  senderId: number;
  body: string;
  sentAt: string;
  /** When the other member read it (the read receipt); null while unread. */
  readAt: string | null;
}

/** One conversation as the signed-in member sees it. */
export interface Conversation {
  id: number;
  /** The other member's card. */
  member: ConnectionUser;
  lastMessage: DirectMessage | null;
  /** Messages from the other member the signed-in member has not read yet. */
  unreadCount: number;
  /** False once the two are no longer connected: the thread stays readable, sending is refused. */
  canSend: boolean;
  updatedAt: string;
}

/** GET /api/conversations/{id}/messages: a page in chronological order, and whether older ones exist. */
export interface ConversationMessages {
  messages: DirectMessage[];
  hasMore: boolean;
}

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_PAGE_MAX = 100;

export const MessagingTexts = {
  notConnected: 'You can only message your connections',
  self: 'You cannot message yourself',
  bodyRequired: 'Message cannot be empty',
  bodyTooLong: `Message cannot exceed ${MESSAGE_MAX_LENGTH} characters`,
  conversationNotFound: 'Conversation not found',
  memberRequired: 'memberId must be a member id',
  tooMany: 'You are sending messages too quickly. Please wait a minute and try again.',
} as const;

/** POST /api/conversations body: open (or find) the conversation with a connection. */
export const openConversationSchema = yup.object({
  memberId: yup
    .number()
    .typeError(MessagingTexts.memberRequired)
    .integer(MessagingTexts.memberRequired)
    .positive(MessagingTexts.memberRequired)
    .required(MessagingTexts.memberRequired),
});
export type OpenConversation = yup.InferType<typeof openConversationSchema>;

/**
 * POST /api/conversations/{id}/messages body: text only, trimmed, 1 to MESSAGE_MAX_LENGTH characters;
 * `phiConfirmation` confirms the PHI guard's findings in it (phi-guard.ts).
 */
export const sendMessageSchema = yup.object({
  body: yup
    .string()
    .typeError(MessagingTexts.bodyRequired)
    .trim()
    .required(MessagingTexts.bodyRequired)
    .max(MESSAGE_MAX_LENGTH, MessagingTexts.bodyTooLong),
  phiConfirmation: phiConfirmationSchema,
});
export type SendMessage = yup.InferType<typeof sendMessageSchema>;

/** GET /api/conversations/{id}/messages query: the newest `limit` messages older than message `before` (all when absent). */
export const messageListQuerySchema = yup.object({
  before: yup
    .number()
    .typeError('before must be a message id')
    .integer('before must be a message id')
    .positive('before must be a message id')
    .optional(),
  limit: pageLimitSchema(MESSAGES_PAGE_MAX, MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = yup.InferType<typeof messageListQuerySchema>;
