import { MessageSentV1, MessagingTexts, type DirectMessage } from '@docnet/contracts';
import { newEvent, SequenceGenerator, withNewEvents } from '@docnet/platform';
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
 * follows from the messages (ConversationSummary).
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
  ) {}

  async execute(conversationId: number, senderId: number, body: string): Promise<DirectMessage> {
    const { conversation, otherMemberId: recipientId } = await this.views.find(conversationId, senderId);
    if (!(await this.ties.connected(senderId, recipientId))) throw new ForbiddenException(MessagingTexts.notConnected);
    const sentAt = new Date();
    const message: StoredMessage = { _id: await this.sequences.next('messages'), conversationId, senderId, recipientId, body, sentAt };
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
