import {
  ApiRoutes,
  MESSAGE_MAX_LENGTH,
  messageListQuerySchema,
  MessagingTexts,
  openApiRef,
  openConversationSchema,
  sendMessageSchema,
  SocialGraphRoutes,
  type Conversation,
  type ConversationMessages,
  type DirectMessage,
  type UnreadCount,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ConversationIdPipe } from '../../common/id-pipes';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SocialGraphClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { ApiWholeNumberId } from '../../openapi/api-inputs';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';
import { RateLimiter, type RateRule } from '../../security/rate-limiter';
import { SignedInMember } from '../../session/signed-in-member';

/**
 * Direct messages between accepted connections, answered by the social-graph service, which refuses
 * anyone else (403) and keeps the read receipts and unread counts; every call needs a signed-in member.
 */
@ApiTags('messages')
@Controller()
export class MessagesController {
  private readonly sendRule: RateRule;

  constructor(
    private readonly graph: SocialGraphClient,
    private readonly rateLimiter: RateLimiter,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.sendRule = { name: 'direct-messages', limit: config.DIRECT_MESSAGES_PER_MINUTE, windowSeconds: 60, message: MessagingTexts.tooMany };
  }

  @Get(ApiRoutes.conversations)
  @ApiOperation({
    summary: "The signed-in member's conversations, latest activity first",
    description:
      "The signed-in member's conversations, latest activity first, each with the other member's card, the last message, the unread count and whether sending is still possible",
  })
  @ApiAnswerList('Conversation')
  @ApiErrors(401, 503)
  conversations(@SignedInMember() memberId: number): Promise<Conversation[]> {
    return this.graph.get(SocialGraphRoutes.conversations, { actingUserId: memberId });
  }

  @Post(ApiRoutes.conversations)
  @ApiBody({ schema: openApiRef('OpenConversation') })
  @ApiOperation({
    summary: 'Opens the conversation with a connection {memberId}',
    description:
      `Opens the conversation with a connection {memberId}: 201 when new, 200 when it exists. 403 '${MessagingTexts.notConnected}' for anyone but an accepted connection, 400 '${MessagingTexts.self}'`,
  })
  @ApiAnswer('Conversation', 201)
  @ApiAnswer('Conversation')
  @ApiErrors(400, 401, 403, 404, 503)
  async open(@SignedInMember() memberId: number, @Body() body: unknown, @Res({ passthrough: true }) response: Response): Promise<Conversation> {
    const answer = await this.graph.exchange(SocialGraphRoutes.conversations, {
      body: validateInput(openConversationSchema, body),
      actingUserId: memberId,
    });
    response.status(answer.status);
    return answer.body;
  }

  @Get(ApiRoutes.conversationsUnreadCount)
  @ApiOperation({
    summary: 'How many direct messages to the signed-in member are unread, over every conversation',
    description:
      'How many direct messages to the signed-in member are unread, over every conversation: {count}',
  })
  @ApiAnswer('UnreadCount')
  @ApiErrors(401, 503)
  unreadCount(@SignedInMember() memberId: number): Promise<UnreadCount> {
    return this.graph.get(SocialGraphRoutes.conversationsUnreadCount, { actingUserId: memberId });
  }

  @Get(ApiRoutes.conversationMessages(':id'))
  @ApiWholeNumberId()
  @ApiQueryFrom(messageListQuerySchema)
  @ApiOperation({
    summary: 'A page of the conversation in chronological order',
    description:
      'A page of the conversation in chronological order (the newest `limit`, older than `before` when given) and whether older ones exist; readAt is the read receipt. 404 unless the member is in the conversation',
  })
  @ApiAnswer('ConversationMessages')
  @ApiErrors(400, 401, 404, 503)
  messages(@SignedInMember() memberId: number, @Param('id', ConversationIdPipe) id: number, @Query() query: unknown): Promise<ConversationMessages> {
    const page = validateInput(messageListQuerySchema, query);
    return this.graph.get(SocialGraphRoutes.conversationMessages(id), { query: page, actingUserId: memberId });
  }

  @Post(ApiRoutes.conversationMessages(':id'))
  @ApiWholeNumberId()
  @ApiBody({ schema: openApiRef('SendMessage') })
  @ApiOperation({
    summary: 'Sends a text message {body}',
    description:
      `Sends a text message {body} (trimmed, 1 to ${MESSAGE_MAX_LENGTH} characters); answers the DirectMessage (201). 403 '${MessagingTexts.notConnected}' once the two are no longer connected, 404 unless the member is in the conversation, 429 past the per-member limit per minute`,
  })
  @ApiAnswer('DirectMessage', 201)
  @ApiErrors(400, 401, 403, 404, 422, 429, 503)
  async send(@SignedInMember() memberId: number, @Param('id', ConversationIdPipe) id: number, @Body() body: unknown): Promise<DirectMessage> {
    const message = validateInput(sendMessageSchema, body);
    await this.rateLimiter.hit(this.sendRule, String(memberId));
    return this.graph.post(SocialGraphRoutes.conversationMessages(id), { body: message, actingUserId: memberId });
  }

  @Put(ApiRoutes.conversationRead(':id'))
  @ApiWholeNumberId()
  @ApiOperation({
    summary: 'The signed-in member has read the conversation up to its latest message',
    description:
      'The signed-in member has read the conversation up to its latest message (the other member sees the read receipts); answers the Conversation. 404 unless the member is in it',
  })
  @ApiAnswer('Conversation')
  @ApiErrors(400, 401, 404, 503)
  read(@SignedInMember() memberId: number, @Param('id', ConversationIdPipe) id: number): Promise<Conversation> {
    return this.graph.put(SocialGraphRoutes.conversationRead(id), { actingUserId: memberId });
  }
}
