import { ApiRoutes, LIVE_STREAM_HEARTBEAT_SECONDS, liveEventTypes } from '@docnet/contracts';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../openapi/api-responses';
import { SignedInMember } from '../../session/signed-in-member';
import { LiveStreams } from './live-streams';

/** GET /api/live: the signed-in member's notifications and messages as they happen (server-sent events). */
@ApiTags('live')
@Controller()
export class LiveStreamController {
  constructor(private readonly streams: LiveStreams) {}

  @Get(ApiRoutes.liveStream)
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary: 'Server-sent events for the signed-in member, open until the browser closes it',
    description:
      `Server-sent events for the signed-in member, open until the browser closes it: each event is \`event: <type>\` (${liveEventTypes.join(', ')}) and \`data: <LiveEvent JSON>\`; a \`retry:\` hint first and a comment every ${LIVE_STREAM_HEARTBEAT_SECONDS} seconds. Only what happens while the stream is open is sent; the stream ends with its session (sign-out, password change or reset, on any instance)`,
  })
  @ApiOkResponse({ description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  @ApiErrors(401)
  stream(@SignedInMember() memberId: number, @Req() request: Request, @Res() response: Response): void {
    this.streams.open(memberId, request.sessionID, request, response);
  }
}
