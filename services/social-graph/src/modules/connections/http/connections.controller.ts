import {
  CONNECTION_SUGGESTION_LIMIT,
  connectionAnswerSchema,
  connectionRequestSchema,
  mutualConnectionsQuerySchema,
  PROFILE_CONNECTIONS_SHOWN,
  SocialGraphRoutes,
  type Connection,
  type ConnectionListItem,
  type ConnectionSuggestion,
  type MemberConnections,
  type MutualConnectionCounts,
} from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import * as yup from 'yup';
import { AnswerConnectionHandler } from '../commands/answer-connection/answer-connection.handler';
import { RemoveConnectionHandler } from '../commands/remove-connection/remove-connection.handler';
import { RequestConnectionHandler } from '../commands/request-connection/request-connection.handler';
import { WithdrawConnectionHandler } from '../commands/withdraw-connection/withdraw-connection.handler';
import { ListConnectionsHandler } from '../queries/list-connections/list-connections.handler';
import { MutualConnectionsHandler } from '../queries/mutual-connections/mutual-connections.handler';
import { SuggestMembersHandler } from '../queries/suggest-members/suggest-members.handler';

const limitSchema = (fallback: number, max: number) =>
  yup.object({ limit: yup.number().typeError('limit must be a number').integer().min(1).max(max, `limit is at most ${max}`).default(fallback) });

const suggestionsQuerySchema = limitSchema(CONNECTION_SUGGESTION_LIMIT, CONNECTION_SUGGESTION_LIMIT);
const memberConnectionsQuerySchema = limitSchema(PROFILE_CONNECTIONS_SHOWN, 100);

/** Internal API of social-graph (contracts/src/services/social-graph.ts); only the BFF calls it. */
@Controller()
export class ConnectionsController {
  constructor(
    private readonly requestConnection: RequestConnectionHandler,
    private readonly answerConnection: AnswerConnectionHandler,
    private readonly removeConnection: RemoveConnectionHandler,
    private readonly withdrawConnection: WithdrawConnectionHandler,
    private readonly listConnections: ListConnectionsHandler,
    private readonly suggestMembers: SuggestMembersHandler,
    private readonly mutualConnections: MutualConnectionsHandler,
  ) {}

  @Get(SocialGraphRoutes.connections)
  connections(@ActingUserId() memberId: number): Promise<ConnectionListItem[]> {
    return this.listConnections.live(memberId);
  }

  @Get(SocialGraphRoutes.pending)
  pending(@ActingUserId() memberId: number): Promise<ConnectionListItem[]> {
    return this.listConnections.pending(memberId);
  }

  @Get(SocialGraphRoutes.suggestions)
  suggestions(@ActingUserId() memberId: number, @Query() query: unknown): Promise<ConnectionSuggestion[]> {
    return this.suggestMembers.execute(memberId, validateInput(suggestionsQuerySchema, query).limit);
  }

  @Get(SocialGraphRoutes.mutualConnections)
  mutual(@ActingUserId() memberId: number, @Query() query: unknown): Promise<MutualConnectionCounts> {
    return this.mutualConnections.execute(memberId, validateInput(mutualConnectionsQuerySchema, query).ids);
  }

  @Post(SocialGraphRoutes.connections)
  request(@ActingUserId() memberId: number, @Body() body: unknown): Promise<Connection> {
    return this.requestConnection.execute(memberId, validateInput(connectionRequestSchema, body).receiverId);
  }

  @Put(SocialGraphRoutes.connection(':id'))
  answer(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number, @Body() body: unknown): Promise<Connection> {
    return this.answerConnection.execute(id, memberId, validateInput(connectionAnswerSchema, body).status);
  }

  @Delete(SocialGraphRoutes.connection(':id'))
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<void> {
    return this.removeConnection.execute(id, memberId);
  }

  @Post(SocialGraphRoutes.withdraw(':id'))
  @HttpCode(204)
  withdraw(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<void> {
    return this.withdrawConnection.execute(id, memberId);
  }

  @Get(SocialGraphRoutes.memberConnections(':id'))
  memberConnections(@Param('id', ParseIntPipe) id: number, @ActingUserId() viewerId: number, @Query() query: unknown): Promise<MemberConnections> {
    return this.listConnections.accepted(id, viewerId, validateInput(memberConnectionsQuerySchema, query).limit);
  }
}
