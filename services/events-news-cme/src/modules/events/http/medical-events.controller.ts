import { eventFormSchema, eventListQuerySchema, eventMarkSchema, EventsNewsCmeRoutes, type MedicalEvent } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ChangeListingHandler } from '../../listings/commands/change-listing/change-listing.handler';
import { PublishListingHandler } from '../../listings/commands/publish-listing/publish-listing.handler';
import { ListListingsHandler } from '../../listings/queries/list-listings/list-listings.handler';
import { MarkMedicalEventHandler } from '../commands/mark-medical-event/mark-medical-event.handler';
import type { MedicalEventListing } from '../medical-event.listing';

/** Internal API of medical events (contracts/src/services/events-news-cme.ts); only the BFF calls it. */
@Controller()
export class MedicalEventsController {
  constructor(
    private readonly listMedicalEvents: ListListingsHandler<MedicalEventListing>,
    private readonly createMedicalEvent: PublishListingHandler<MedicalEventListing>,
    private readonly markMedicalEvent: MarkMedicalEventHandler,
    private readonly changeMedicalEvent: ChangeListingHandler<MedicalEventListing>,
  ) {}

  @Get(EventsNewsCmeRoutes.events)
  list(@Query() query: unknown, @ActingUserId() memberId: number): Promise<MedicalEvent[]> {
    return this.listMedicalEvents.execute(validateInput(eventListQuerySchema, query), memberId);
  }

  @Post(EventsNewsCmeRoutes.events)
  @HttpCode(201)
  create(@Body() body: unknown, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.createMedicalEvent.execute(validateInput(eventFormSchema, body), memberId);
  }

  @Get(EventsNewsCmeRoutes.event(':id'))
  one(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.listMedicalEvents.one(id, memberId);
  }

  @Put(EventsNewsCmeRoutes.event(':id'))
  update(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.changeMedicalEvent.update(id, validateInput(eventFormSchema, body), memberId);
  }

  @Delete(EventsNewsCmeRoutes.event(':id'))
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<void> {
    return this.changeMedicalEvent.delete(id, memberId);
  }

  @Put(EventsNewsCmeRoutes.eventMark(':id'))
  mark(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.markMedicalEvent.mark(id, memberId, validateInput(eventMarkSchema, body).mark);
  }

  @Delete(EventsNewsCmeRoutes.eventMark(':id'))
  unmark(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<MedicalEvent> {
    return this.markMedicalEvent.unmark(id, memberId);
  }
}
