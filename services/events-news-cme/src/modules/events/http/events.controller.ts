import { eventFormSchema, eventListQuerySchema, eventMarkSchema, EventsNewsCmeRoutes, type MedicalEvent } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { CreateEventHandler } from '../commands/create-event/create-event.handler';
import { MarkEventHandler } from '../commands/mark-event/mark-event.handler';
import { ListEventsHandler } from '../queries/list-events/list-events.handler';

/** Internal API of events (contracts/src/services/events-news-cme.ts); only the BFF calls it. */
@Controller()
export class EventsController {
  constructor(
    private readonly listEvents: ListEventsHandler,
    private readonly createEvent: CreateEventHandler,
    private readonly markEvent: MarkEventHandler,
  ) {}

  @Get(EventsNewsCmeRoutes.events)
  list(@Query() query: unknown, @ActingUserId() memberId: number): Promise<MedicalEvent[]> {
    return this.listEvents.execute(validateInput(eventListQuerySchema, query), memberId);
  }

  @Post(EventsNewsCmeRoutes.events)
  @HttpCode(201)
  create(@Body() body: unknown, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.createEvent.execute(validateInput(eventFormSchema, body), memberId);
  }

  @Get(EventsNewsCmeRoutes.event(':id'))
  one(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.listEvents.one(id, memberId);
  }

  @Put(EventsNewsCmeRoutes.eventMark(':id'))
  mark(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.markEvent.mark(id, memberId, validateInput(eventMarkSchema, body).mark);
  }

  @Delete(EventsNewsCmeRoutes.eventMark(':id'))
  unmark(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.markEvent.unmark(id, memberId);
  }
}
