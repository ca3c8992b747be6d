import { ApiRoutes, eventFormSchema, eventListQuerySchema, eventMarkSchema, EventsNewsCmeRoutes, type MedicalEvent } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EventsNewsCmeClient } from '../../clients/service-clients.module';
import { SignedInMember } from '../../session/signed-in-member';
import { LimitedPerMember } from '../../security/member-write-limits';
import { ApiErrors } from '../../openapi/api-responses';
import { eventSchema } from '../../openapi/api-schemas';

/** 'Upcoming Medical Conferences' (part 2 §2.4) and the home feed's 'Upcoming Medical Events'. */
@ApiTags('events')
@ApiErrors(400, 401)
@Controller()
export class EventsController {
  constructor(private readonly service: EventsNewsCmeClient) {}

  @Get(ApiRoutes.events)
  @ApiOkResponse({ schema: { type: 'array', items: eventSchema } })
  @ApiOperation({
    summary:
      "Events as the signed-in member sees them (organizer's current card, attendees = members going, myMark = 'interested' | 'going' | null). Upcoming events first, soonest first, then past events, most recent first",
  })
  @ApiQuery({ name: 'type', required: false, enum: ['in_person', 'virtual'], description: 'In Person / Virtual tabs' })
  @ApiQuery({ name: 'filter', required: false, enum: ['mine', 'attending'], description: "'My Events' (organised by me) / 'Attending' (I am going)" })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: 'default 50, at most 100' })
  list(@SignedInMember() memberId: number, @Query() query: unknown): Promise<MedicalEvent[]> {
    const input = validateInput(eventListQuerySchema, query);
    return this.service.get(EventsNewsCmeRoutes.events, { query: input, actingUserId: memberId });
  }

  @Post(ApiRoutes.events)
  @LimitedPerMember('events')
  @ApiCreatedResponse({ schema: eventSchema })
  @HttpCode(201)
  @ApiBody({ description: '{title, description, date (YYYY-MM-DD), time (HH:mm), location, type (in_person | virtual, default in_person)}' })
  @ApiOperation({ summary: "'Create a New Event' with the spec's validation (400 {message}); answers the event" })
  create(@SignedInMember() memberId: number, @Body() body: unknown): Promise<MedicalEvent> {
    return this.service.post(EventsNewsCmeRoutes.events, { body: validateInput(eventFormSchema, body), actingUserId: memberId });
  }

  @Get(ApiRoutes.eventById(':id'))
  @ApiOkResponse({ schema: eventSchema })
  @ApiErrors(404)
  @ApiOperation({ summary: 'One event; 404 Event not found' })
  one(@SignedInMember() memberId: number, @Param('id', ParseIntPipe) id: number): Promise<MedicalEvent> {
    return this.service.get(EventsNewsCmeRoutes.event(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.eventMark(':id'))
  @ApiOkResponse({ schema: eventSchema })
  @ApiErrors(404)
  @ApiBody({ description: "{mark: 'interested' | 'going'}" })
  @ApiOperation({ summary: "Mark the event 'Interested' or 'Going' (one mark per member, replacing the other); idempotent; answers the event" })
  mark(@SignedInMember() memberId: number, @Param('id', ParseIntPipe) id: number, @Body() body: unknown): Promise<MedicalEvent> {
    return this.service.put(EventsNewsCmeRoutes.eventMark(id), { body: validateInput(eventMarkSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.eventMark(':id'))
  @ApiOkResponse({ schema: eventSchema })
  @ApiErrors(404)
  @ApiOperation({ summary: "Remove the signed-in member's mark; idempotent; answers the event" })
  unmark(@SignedInMember() memberId: number, @Param('id', ParseIntPipe) id: number): Promise<MedicalEvent> {
    return this.service.delete(EventsNewsCmeRoutes.eventMark(id), { actingUserId: memberId });
  }
}
