import {
  ApiRoutes,
  CONNECTION_REREQUEST_COOLOFF_DAYS,
  CONNECTION_SUGGESTION_LIMIT,
  connectionAnswerSchema,
  ConnectionMessages,
  connectionRequestSchema,
  PrivacyMessages,
  PROFILE_CONNECTIONS_SHOWN,
  SocialGraphRoutes,
  type Connection,
  type ConnectionListItem,
  type ConnectionSuggestion,
  type MemberConnections,
  MUTUAL_CONNECTIONS_MAX_MEMBERS,
  mutualConnectionsQuerySchema,
  openApiRef,
  type MutualConnectionCounts,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ConnectionIdPipe, MemberIdPipe } from '../../common/id-pipes';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SocialGraphClient } from '../../clients/service-clients.module';
import { LimitedPerMember } from '../../security/member-write-limits';
import { SignedInMember } from '../../session/signed-in-member';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';
import { OwnersPrivacy } from './owners-privacy';

/** Connection requests, their answers, the connection lists and the suggestions. */
@ApiTags('connections')
@ApiErrors(400, 401)
@Controller()
export class ConnectionsController {
  constructor(
    private readonly graph: SocialGraphClient,
    private readonly ownersPrivacy: OwnersPrivacy,
  ) {}

  @Get(ApiRoutes.connections)
  @ApiAnswerList('ConnectionListItem')
  @ApiOperation({
    summary: "The signed-in member's accepted connections and pending requests",
    description:
      "The signed-in member's accepted connections and pending requests in either direction, newest first: a list of {connection {id, requesterId, receiverId, status, createdAt}, user {id, name, specialty, hospital, affiliation, city, state, profilePicture}} where user is the other member. Declined requests are not listed",
  })
  connections(@SignedInMember() memberId: number): Promise<ConnectionListItem[]> {
    return this.graph.get(SocialGraphRoutes.connections, { actingUserId: memberId });
  }

  @Get(ApiRoutes.connectionsPending)
  @ApiAnswerList('ConnectionListItem')
  @ApiOperation({
    summary: "The requests waiting for the signed-in member's answer, newest first",
    description:
      "The requests waiting for the signed-in member's answer, newest first: a list of {connection, user} where user is the requester",
  })
  pending(@SignedInMember() memberId: number): Promise<ConnectionListItem[]> {
    return this.graph.get(SocialGraphRoutes.pending, { actingUserId: memberId });
  }

  @Get(ApiRoutes.connectionsSuggestions)
  @ApiAnswerList('ConnectionUser')
  @ApiOperation({
    summary: 'People the signed-in member may know',
    description:
      `People the signed-in member may know (at most ${CONNECTION_SUGGESTION_LIMIT}), best match first: more mutual connections, then a shared specialty, city or state and affiliation. Never the member, a connection, anyone with a pending request in either direction or anyone who turned search visibility off. A list of {id, name, specialty, hospital, affiliation, city, state, profilePicture}`,
  })
  suggestions(@SignedInMember() memberId: number): Promise<ConnectionSuggestion[]> {
    return this.graph.get(SocialGraphRoutes.suggestions, { actingUserId: memberId });
  }

  @Get(ApiRoutes.connectionsMutual)
  @ApiAnswer('MutualConnectionCounts')
  @ApiQueryFrom(mutualConnectionsQuerySchema)
  @ApiOperation({
    summary: 'How many connections the signed-in member shares with each member of ids',
    description:
      `How many connections the signed-in member shares with each member of ids (comma-separated, at most ${MUTUAL_CONNECTIONS_MAX_MEMBERS}): {counts: {memberId: n}}. The member themselves, unknown members and members whose profile is not public are left out; connections whose profile is not public are not counted`,
  })
  mutual(@SignedInMember() memberId: number, @Query() query: unknown): Promise<MutualConnectionCounts> {
    const { ids } = validateInput(mutualConnectionsQuerySchema, query);
    return this.graph.get(SocialGraphRoutes.mutualConnections, { query: { ids }, actingUserId: memberId });
  }

  @Post(ApiRoutes.connections)
  @LimitedPerMember('connectionRequests')
  @ApiAnswer('Connection', 201)
  @ApiErrors(404, 409)
  @ApiBody({ schema: openApiRef('ConnectionRequest') })
  @ApiOperation({
    summary: 'Send a connection request {receiverId}',
    description:
      `Send a connection request {receiverId}; answers the pending Connection (201). 400 to oneself, 404 unknown member, 409 when a request is already pending or the members are already connected, in either direction, and when the receiver declined the member's request within the cool-off (${CONNECTION_REREQUEST_COOLOFF_DAYS} days unless configured otherwise; the message says from which day they may ask again). The member who declined may ask at once, and a withdrawn request holds nobody back`,
  })
  request(@SignedInMember() memberId: number, @Body() body: unknown): Promise<Connection> {
    return this.graph.post(SocialGraphRoutes.connections, { body: validateInput(connectionRequestSchema, body), actingUserId: memberId });
  }

  @Put(ApiRoutes.connectionById(':id'))
  @ApiAnswer('Connection')
  @ApiErrors(403, 404, 409)
  @ApiBody({ schema: openApiRef('ConnectionAnswerBody') })
  @ApiOperation({
    summary: 'The receiver accepts or declines a request {status: accepted | rejected}',
    description:
      'The receiver accepts or declines a request {status: accepted | rejected}; answers the updated Connection. 403 for the requester or anyone else, 404 unknown, 409 when it is no longer pending',
  })
  answer(@Param('id', ConnectionIdPipe) id: number, @SignedInMember() memberId: number, @Body() body: unknown): Promise<Connection> {
    return this.graph.put(SocialGraphRoutes.connection(id), { body: validateInput(connectionAnswerSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.connectionById(':id'))
  @HttpCode(204)
  @ApiOperation({
    summary: 'Either member removes an accepted connection',
    description:
      `Either member removes an accepted connection (204); the pair may request again later and can no longer message each other. 403 '${ConnectionMessages.notMember}' for anyone else, 404 unknown, 409 '${ConnectionMessages.notAccepted}'`,
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(403, 404, 409, 503)
  async remove(@Param('id', ConnectionIdPipe) id: number, @SignedInMember() memberId: number): Promise<void> {
    await this.graph.delete(SocialGraphRoutes.connection(id), { actingUserId: memberId });
  }

  @Post(ApiRoutes.connectionWithdraw(':id'))
  @HttpCode(204)
  @ApiOperation({
    summary: 'The sender withdraws a pending request',
    description:
      `The sender withdraws their pending request (204): it leaves both members' lists and the pair may connect again at once. 403 '${ConnectionMessages.notRequester}' for anyone else (the receiver declines instead), 404 unknown, 409 '${ConnectionMessages.notPending}' once answered or withdrawn`,
  })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiErrors(403, 404, 409, 503)
  async withdraw(@Param('id', ConnectionIdPipe) id: number, @SignedInMember() memberId: number): Promise<void> {
    await this.graph.post(SocialGraphRoutes.withdraw(id), { actingUserId: memberId });
  }

  @Get(ApiRoutes.userConnections(':id'))
  @ApiAnswer('MemberConnections')
  @ApiErrors(403, 404)
  @ApiOperation({
    summary: "A member's accepted connections",
    description:
      `A member's accepted connections (the newest ${PROFILE_CONNECTIONS_SHOWN}, for the profile's Connections tab) and their total (the connection count): {connections: [{connection, user}], total}; 400 for a non-numeric id, 404 unknown member. A member whose profile is not public keeps them private: 403 '${PrivacyMessages.privateProfile}' to anyone else, and others' lists leave them out (the viewer excepted)`,
  })
  async memberConnections(@Param('id', MemberIdPipe) id: number, @SignedInMember() memberId: number): Promise<MemberConnections> {
    // The owner's setting as their save answered it: private from that moment, not once social-graph has the event.
    if (id !== memberId && (await this.ownersPrivacy.of(id))?.publicProfile === false) {
      throw new ForbiddenException(PrivacyMessages.privateProfile);
    }
    return this.graph.get(SocialGraphRoutes.memberConnections(id), { actingUserId: memberId });
  }
}
