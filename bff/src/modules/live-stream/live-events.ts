import {
  ConversationReadV1,
  MessageSentV1,
  NotificationCreatedV1,
  NotificationsReadV1,
  type DataOf,
  type EventEnvelope,
  type LiveEvent,
} from '@docnet/contracts';

/** A live event and the members whose streams receive it. */
export interface LiveDelivery {
  memberIds: number[];
  event: LiveEvent;
}

/** The events shown live: the live-stream consumer validates only these. */
const LIVE_TYPES: ReadonlySet<string> = new Set([NotificationCreatedV1.type, NotificationsReadV1.type, MessageSentV1.type, ConversationReadV1.type]);

export const isLiveEventType = (type: string): boolean => LIVE_TYPES.has(type);

/**
 * What the browsers of which members see of a domain event: notifications go to their member, a message
 * to its sender and recipient (the sender's other tabs too), a conversation read to both members.
 * Other events are not shown live.
 */
export function liveDeliveryOf(envelope: EventEnvelope): LiveDelivery | undefined {
  switch (envelope.type) {
    case NotificationCreatedV1.type: {
      const { userId, notification, unreadCount } = envelope.data as DataOf<typeof NotificationCreatedV1>;
      return { memberIds: [userId], event: { type: 'notification', notification, unreadCount } };
    }
    case NotificationsReadV1.type: {
      const { userId, unreadCount } = envelope.data as DataOf<typeof NotificationsReadV1>;
      return { memberIds: [userId], event: { type: 'notifications-read', unreadCount } };
    }
    case MessageSentV1.type: {
      const { messageId, conversationId, senderId, recipientId, body, sentAt } = envelope.data as DataOf<typeof MessageSentV1>;
      return {
        memberIds: [senderId, recipientId],
        event: { type: 'message', message: { id: messageId, conversationId, senderId, body, sentAt, readAt: null } },
      };
    }
    case ConversationReadV1.type: {
      const { conversationId, memberId, otherMemberId, lastReadMessageId, readAt } = envelope.data as DataOf<typeof ConversationReadV1>;
      return {
        memberIds: [memberId, otherMemberId],
        event: { type: 'conversation-read', conversationId, memberId, lastReadMessageId, readAt },
      };
    }
    default:
      return undefined;
  }
}

/** The topics whose events `liveDeliveryOf` turns into live events. */
export const liveTopics = [NotificationCreatedV1.topic, MessageSentV1.topic] as const;
