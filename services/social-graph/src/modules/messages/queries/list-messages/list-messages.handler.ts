import type { ConversationMessages, MessageListQuery } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { toDirectMessage } from '../../persistence/conversation.mapper';
import { messageFields, MessageModel, type MessageDocument, type StoredMessage } from '../../persistence/message.schema';
import { ConversationViews } from '../list-conversations/conversation-views';

/** A page of a conversation: the newest `limit` messages before `before`, in chronological order. */
@Injectable()
export class ListMessagesHandler {
  constructor(
    @Inject(MessageModel) private readonly messages: MessageModel,
    private readonly views: ConversationViews,
  ) {}

  async execute(conversationId: number, memberId: number, { before, limit }: MessageListQuery): Promise<ConversationMessages> {
    const { conversation } = await this.views.find(conversationId, memberId);
    const filter: FilterQuery<MessageDocument> = before === undefined ? { conversationId } : { conversationId, _id: { $lt: before } };
    // One more than the page tells whether older messages exist.
    const newestFirst = await this.messages.find(filter, messageFields).sort({ _id: -1 }).limit(limit + 1).lean<StoredMessage[]>();
    const page = newestFirst.slice(0, limit).reverse();
    return { messages: page.map((message) => toDirectMessage(message, conversation)), hasMore: newestFirst.length > limit };
  }
}
