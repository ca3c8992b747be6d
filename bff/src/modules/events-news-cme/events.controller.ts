import { ApiRoutes, eventFormSchema, eventListQuerySchema, eventMarkSchema, EventsNewsCmeRoutes, openApiRef, type MedicalEvent } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ListingIdPipe } from '../../common/id-pipes';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventsNewsCmeClient } from '../../clients/service-clients.module';
import { SignedInMember } from '../../session/signed-in-member';
import { LimitedPerMember } from '../../security/member-write-limits';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';

/** 'Upcoming Medical Conferences' and the home feed's 'Upcoming Medical Events'. */
@ApiTags('events')
@ApiErrors(400, 401)
@Controller()
export class EventsController {
  constructor(private readonly service: EventsNewsCmeClient) {}

  @Get(ApiRoutes.events)
  @ApiAnswerList('MedicalEvent')
  @ApiOperation({
    summary: "Events as the signed-in member sees them",
    description:
      "Events as the signed-in member sees them (organizer's current card, attendees = members going, myMark = 'interested' | 'going' | null). Upcoming events first, soonest first, then past events, most recent first",
  })
  @ApiQueryFrom(eventListQuerySchema)
  list(@SignedInMember() memberId: number, @Query() query: unknown): Promise<MedicalEvent[]> {
    const input = validateInput(eventListQuerySchema, query);
    return this.service.get(EventsNewsCmeRoutes.events, { query: input, actingUserId: memberId });
  }

  @Post(ApiRoutes.events)
  @LimitedPerMember('events')
  @ApiAnswer('MedicalEvent', 201)
  @ApiErrors(422)
  @HttpCode(201)
  @ApiBody({ schema: openApiRef('EventInput') })
  @ApiOperation({
    summary: "'Create a New Event': post a listing",
    description:
      "'Create a New Event': the form's rules are checked with the contract's schema (400 {message}); answers the event",
  })
  create(@SignedInMember() memberId: number, @Body() body: unknown): Promise<MedicalEvent> {
    return this.service.post(EventsNewsCmeRoutes.events, { body: validateInput(eventFormSchema, body), actingUserId: memberId });
  }

  @Get(ApiRoutes.eventById(':id'))
  @ApiAnswer('MedicalEvent')
  @ApiErrors(404)
  @ApiOperation({ summary: 'One event; 404 Event not found' })
  one(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<MedicalEvent> {
    return this.service.get(EventsNewsCmeRoutes.event(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.eventById(':id'))
  @LimitedPerMember('events')
  @ApiAnswer('MedicalEvent')
  @ApiErrors(403, 404, 409, 422)
  @ApiBody({ schema: openApiRef('EventInput') })
  @ApiOperation({
    summary: "Edit, the organizer only",
    description:
      "Edit, the organizer only (403 otherwise), with the form's validation; every field of the form is replaced. Answers the event; 404 'Event not found'",
  })
  update(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number, @Body() body: unknown): Promise<MedicalEvent> {
    return this.service.put(EventsNewsCmeRoutes.event(id), { body: validateInput(eventFormSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.eventById(':id'))
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404, 409)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete, the organizer only (403 otherwise); it leaves every list and tab; 204' })
  async remove(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<void> {
    await this.service.delete(EventsNewsCmeRoutes.event(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.eventMark(':id'))
  @ApiAnswer('MedicalEvent')
  @ApiErrors(404)
  @ApiBody({ schema: openApiRef('EventMarkInput') })
  @ApiOperation({
    summary: "Mark the event 'Interested' or 'Going'",
    description:
      "Mark the event 'Interested' or 'Going' (one mark per member, replacing the other); idempotent; answers the event",
  })
  mark(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number, @Body() body: unknown): Promise<MedicalEvent> {
    return this.service.put(EventsNewsCmeRoutes.eventMark(id), { body: validateInput(eventMarkSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.eventMark(':id'))
  @ApiAnswer('MedicalEvent')
  @ApiErrors(404)
  @ApiOperation({ summary: "Remove the signed-in member's mark; idempotent; answers the event" })
  unmark(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<MedicalEvent> {
    return this.service.delete(EventsNewsCmeRoutes.eventMark(id), { actingUserId: memberId });
  }
}
