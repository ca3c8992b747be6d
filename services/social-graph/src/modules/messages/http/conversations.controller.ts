import {
  messageListQuerySchema,
  openConversationSchema,
  sendMessageSchema,
  SocialGraphRoutes,
  type Conversation,
  type ConversationMessages,
  type DirectMessage,
  type UnreadCount,
} from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Get, HttpStatus, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OpenConversationHandler } from '../commands/open-conversation/open-conversation.handler';
import { ReadConversationHandler } from '../commands/read-conversation/read-conversation.handler';
import { SendMessageHandler } from '../commands/send-message/send-message.handler';
import { ConversationViews } from '../queries/list-conversations/conversation-views';
import { ListMessagesHandler } from '../queries/list-messages/list-messages.handler';

/** Direct messages of the internal API (contracts/src/services/social-graph.ts); only the BFF calls it. */
@Controller()
export class ConversationsController {
  constructor(
    private readonly openConversation: OpenConversationHandler,
    private readonly sendMessage: SendMessageHandler,
    private readonly readConversation: ReadConversationHandler,
    private readonly views: ConversationViews,
    private readonly listMessages: ListMessagesHandler,
  ) {}

  @Get(SocialGraphRoutes.conversations)
  list(@ActingUserId() memberId: number): Promise<Conversation[]> {
    return this.views.list(memberId);
  }

  /** 201 with a new conversation, 200 with the pair's existing one. */
  @Post(SocialGraphRoutes.conversations)
  async open(@ActingUserId() memberId: number, @Body() body: unknown, @Res({ passthrough: true }) response: Response): Promise<Conversation> {
    const { conversation, created } = await this.openConversation.execute(memberId, validateInput(openConversationSchema, body).memberId);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return conversation;
  }

  @Get(SocialGraphRoutes.conversationsUnreadCount)
  unreadCount(@ActingUserId() memberId: number): Promise<UnreadCount> {
    return this.views.unreadCount(memberId);
  }

  @Get(SocialGraphRoutes.conversationMessages(':id'))
  messages(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number, @Query() query: unknown): Promise<ConversationMessages> {
    return this.listMessages.execute(id, memberId, validateInput(messageListQuerySchema, query));
  }

  @Post(SocialGraphRoutes.conversationMessages(':id'))
  send(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number, @Body() body: unknown): Promise<DirectMessage> {
    return this.sendMessage.execute(id, memberId, validateInput(sendMessageSchema, body));
  }

  @Put(SocialGraphRoutes.conversationRead(':id'))
  read(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<Conversation> {
    return this.readConversation.execute(id, memberId);
  }
}
