import { MessageSentV1, MessagingTexts, SocialGraphRoutes, type DirectMessage, type SendMessage } from '@docnet/contracts';
import { newEvent, PhiConfirmations, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { ConnectionTies } from '../../../connections/persistence/connection-ties';
import { toDirectMessage } from '../../persistence/conversation.mapper';
import { MessageModel, type StoredMessage } from '../../persistence/message.schema';
import { ConversationViews } from '../../queries/list-conversations/conversation-views';
import { ConversationSummary } from '../conversation-summary/conversation-summary';
import { HeldMessages } from './held-messages';

/**
 * A member sends a message in one of their conversations, only while the two are connected (checked at
 * every send, and again after the insert so a removal racing the send cannot let one through: HeldMessages).
 * The message and its social-graph.message.sent event are one insert (outbox); the conversation's summary
 * follows from the messages (ConversationSummary). The PHI guard reads the text once the send is allowed: 422
 * unless the sender confirmed it, and a confirmation is recorded before the message.
 */
@Injectable()
export class SendMessageHandler {
  constructor(
    @Inject(MessageModel) private readonly messages: MessageModel,
    private readonly views: ConversationViews,
    private readonly ties: ConnectionTies,
    private readonly summary: ConversationSummary,
    private readonly sequences: SequenceGenerator,
    private readonly held: HeldMessages,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(conversationId: number, senderId: number, { body, phiConfirmation }: SendMessage): Promise<DirectMessage> {
    const { conversation, otherMemberId: recipientId } = await this.views.find(conversationId, senderId);
    if (!(await this.ties.connected(senderId, recipientId))) throw new ForbiddenException(MessagingTexts.notConnected);
    const confirmed = this.phi.check(senderId, { body }, phiConfirmation);
    const id = await this.sequences.next('messages');
    const route = `POST ${SocialGraphRoutes.conversationMessages(':id')}`;
    await this.phi.record({ memberId: senderId, route, targetType: 'message', targetId: id }, confirmed);
    const sentAt = new Date();
    const message: StoredMessage = { _id: id, conversationId, senderId, recipientId, body, sentAt };
    const event = newEvent(MessageSentV1, 'social-graph', conversationId, {
      messageId: message._id,
      conversationId,
      senderId,
      recipientId,
      body,
      sentAt: sentAt.toISOString(),
    });
    await this.messages.create({ ...message, summaryPending: true, ...withNewEvents([event]), outboxPending: false, held: true });
    if (!(await this.held.settle(message))) throw new ForbiddenException(MessagingTexts.notConnected);
    await this.summary.takeIn(conversationId, message._id);
    return toDirectMessage(message, conversation);
  }
}
