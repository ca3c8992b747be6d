import type { Conversation, ConnectionUser, DirectMessage } from '@docnet/contracts';
import type { MemberCard } from '@docnet/platform';
import { toConnectionUser } from '../../connections/persistence/connection.mapper';
import { memberOn, otherSide, sideFields, sideOf, type Side } from '../domain/conversation-members';
import type { StoredConversation } from './conversation.schema';
import type { StoredMessage } from './message.schema';

/**
 * A message with its read receipt: read once the recipient's last-read id reached it. The time is the
 * one stamped on the message, or, if the stamp has not landed yet, the time of the recipient's last read.
 */
export function toDirectMessage(message: StoredMessage, conversation: StoredConversation): DirectMessage {
  const recipientSide = sideOf(conversation, message.recipientId) ?? 'low';
  const fields = sideFields(recipientSide);
  const read = message._id <= conversation[fields.lastReadId];
  const readAt = read ? (message.readAt ?? conversation[fields.lastReadAt]) : undefined;
  return {
    id: message._id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    body: message.body,
    sentAt: new Date(message.sentAt).toISOString(),
    readAt: readAt ? new Date(readAt).toISOString() : null,
  };
}

/** Shown for a member whose card has not arrived yet (cards come with every registration: a short window). */
const UNKNOWN_MEMBER_NAME = 'DocNet member';

/** The other member's card. */
export function memberCardOf(cards: ReadonlyMap<number, MemberCard>, memberId: number): ConnectionUser {
  const card = cards.get(memberId);
  return card
    ? toConnectionUser(card)
    : { id: memberId, name: UNKNOWN_MEMBER_NAME, specialty: null, hospital: null, affiliation: null, city: null, state: null, profilePicture: null };
}

export interface ConversationView {
  conversation: StoredConversation;
  /** The side of the member who looks at it. */
  side: Side;
  lastMessage: StoredMessage | null;
  cards: ReadonlyMap<number, MemberCard>;
  canSend: boolean;
}

export function toConversation({ conversation, side, lastMessage, cards, canSend }: ConversationView): Conversation {
  return {
    id: conversation._id,
    member: memberCardOf(cards, memberOn(conversation, otherSide(side))),
    lastMessage: lastMessage ? toDirectMessage(lastMessage, conversation) : null,
    unreadCount: conversation[sideFields(side).unread],
    canSend,
    updatedAt: new Date(conversation.activityAt).toISOString(),
  };
}
