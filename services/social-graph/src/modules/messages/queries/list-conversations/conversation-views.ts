import { MessagingTexts, type Conversation, type UnreadCount } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConnectionTies } from '../../../connections/persistence/connection-ties';
import { memberOn, otherSide, sideOf, type Side } from '../../domain/conversation-members';
import { toConversation } from '../../persistence/conversation.mapper';
import { conversationFields, ConversationModel, type StoredConversation } from '../../persistence/conversation.schema';
import { messageFields, MessageModel, type StoredMessage } from '../../persistence/message.schema';

export interface MemberConversation {
  conversation: StoredConversation;
  side: Side;
  otherMemberId: number;
}

/** The conversations as one of their members sees them; anyone else learns nothing, not even that one exists. */
@Injectable()
export class ConversationViews {
  constructor(
    @Inject(ConversationModel) private readonly conversations: ConversationModel,
    @Inject(MessageModel) private readonly messages: MessageModel,
    private readonly ties: ConnectionTies,
    private readonly cards: MemberCards,
  ) {}

  /** The conversation with the member's side; 404 when it does not exist or the member is not in it. */
  async find(conversationId: number, memberId: number): Promise<MemberConversation> {
    const conversation = await this.conversations.findById(conversationId, conversationFields).lean<StoredConversation>();
    const side = conversation ? sideOf(conversation, memberId) : undefined;
    if (!conversation || !side) throw new NotFoundException(MessagingTexts.conversationNotFound);
    return { conversation, side, otherMemberId: memberOn(conversation, otherSide(side)) };
  }

  async one(conversationId: number, memberId: number): Promise<Conversation> {
    const { conversation, side, otherMemberId } = await this.find(conversationId, memberId);
    const [lastMessage, cards, canSend] = await Promise.all([
      conversation.lastMessageId ? this.messages.findById(conversation.lastMessageId, messageFields).lean<StoredMessage>() : null,
      this.cards.find([otherMemberId]),
      this.ties.connected(memberId, otherMemberId),
    ]);
    return toConversation({ conversation, side, lastMessage, cards, canSend });
  }

  /** The member's conversations, latest activity first; an empty one only if the member opened it. */
  async list(memberId: number): Promise<Conversation[]> {
    const found = await this.conversations
      .find(
        {
          $or: [
            { lowMemberId: memberId, lastMessageId: { $gt: 0 } },
            { lowMemberId: memberId, lowOpened: true },
            { highMemberId: memberId, lastMessageId: { $gt: 0 } },
            { highMemberId: memberId, highOpened: true },
          ],
        },
        conversationFields,
      )
      .sort({ activityAt: -1, _id: -1 })
      .lean<StoredConversation[]>();
    const entries = found.map((conversation) => {
      const side = sideOf(conversation, memberId) as Side;
      return { conversation, side, otherMemberId: memberOn(conversation, otherSide(side)) };
    });
    const lastIds = entries.map(({ conversation }) => conversation.lastMessageId).filter((id) => id > 0);
    const [lastMessages, cards, connected] = await Promise.all([
      lastIds.length > 0 ? this.messages.find({ _id: { $in: lastIds } }, messageFields).lean<StoredMessage[]>() : [],
      this.cards.find(entries.map(({ otherMemberId }) => otherMemberId)),
      this.ties.connectionsOf(memberId),
    ]);
    const byId = new Map(lastMessages.map((message) => [message._id, message]));
    return entries.map(({ conversation, side, otherMemberId }) =>
      toConversation({ conversation, side, lastMessage: byId.get(conversation.lastMessageId) ?? null, cards, canSend: connected.has(otherMemberId) }),
    );
  }

  /** Direct messages the member has not read yet, over all their conversations. */
  async unreadCount(memberId: number): Promise<UnreadCount> {
    const [asLow, asHigh] = await Promise.all([
      this.conversations.find({ lowMemberId: memberId, lowUnread: { $gt: 0 } }, { lowUnread: 1 }).lean<Pick<StoredConversation, 'lowUnread'>[]>(),
      this.conversations.find({ highMemberId: memberId, highUnread: { $gt: 0 } }, { highUnread: 1 }).lean<Pick<StoredConversation, 'highUnread'>[]>(),
    ]);
    const count = asLow.reduce((sum, { lowUnread }) => sum + lowUnread, 0) + asHigh.reduce((sum, { highUnread }) => sum + highUnread, 0);
    return { count };
  }
}
