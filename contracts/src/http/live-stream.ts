import type { DirectMessage } from './messages';
import type { Notification } from './notifications';

/**
 * What GET /api/live (server-sent events) pushes to a signed-in member's browser. Each SSE `event:` line
 * carries the `type`, and `data:` the whole JSON object below. Every BFF instance reads the events from
 * Kafka, so a member gets them whichever instance holds the stream.
 */
export type LiveEvent =
  /** A new notification for the member, with the unread count after it. */
  | { type: 'notification'; notification: Notification; unreadCount: number }
  /** The member read notifications (perhaps in another tab): the new unread count. */
  | { type: 'notifications-read'; unreadCount: number }
  /** A message in one of the member's conversations, sent by either side. */
  | { type: 'message'; message: DirectMessage }
  /** A member read a conversation up to a message: the read receipts for the sender, the unread markers for the reader's other tabs. */
  | { type: 'conversation-read'; conversationId: number; memberId: number; lastReadMessageId: number; readAt: string };

export type LiveEventType = LiveEvent['type'];
export const liveEventTypes: readonly LiveEventType[] = ['notification', 'notifications-read', 'message', 'conversation-read'];

/** Seconds between keep-alive comments, below common proxy idle timeouts. */
export const LIVE_STREAM_HEARTBEAT_SECONDS = 25;
