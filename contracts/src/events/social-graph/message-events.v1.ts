import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `social-graph.message.sent` v1: a member sent a direct message to a connection. Carries the whole
 * message so the live stream and the notifications service need no call back. aggregateId is the
 * conversation id, so a conversation's messages keep their order.
 */
export const MessageSentV1 = defineEvent({
  type: 'social-graph.message.sent',
  version: 1,
  topic: Topics.socialGraphMessage,
  schema: yup.object({
    messageId: yup.number().integer().positive().required(),
    conversationId: yup.number().integer().positive().required(),
    senderId: yup.number().integer().positive().required(),
    recipientId: yup.number().integer().positive().required(),
    body: yup.string().required(),
    sentAt: yup.string().datetime().required(),
  }),
});

/** `social-graph.conversation.read` v1: a member read a conversation up to a message (read receipts, unread markers). */
export const ConversationReadV1 = defineEvent({
  type: 'social-graph.conversation.read',
  version: 1,
  topic: Topics.socialGraphMessage,
  schema: yup.object({
    conversationId: yup.number().integer().positive().required(),
    memberId: yup.number().integer().positive().required(),
    /** The other member of the conversation: the one who sees the read receipts. */
    otherMemberId: yup.number().integer().positive().required(),
    lastReadMessageId: yup.number().integer().positive().required(),
    readAt: yup.string().datetime().required(),
  }),
});
