import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { CreateEventHandler } from './commands/create-event/create-event.handler';
import { MarkEventHandler } from './commands/mark-event/mark-event.handler';
import { EventsController } from './http/events.controller';
import { EventMarkModel, eventMarkSchema, EventModel, eventSchema } from './persistence/event.schema';
import { ListEventsHandler } from './queries/list-events/list-events.handler';
import { SampleEventsSeeder } from './seeding/sample-events';

/** Medical events ('Upcoming Medical Conferences'), members' Interested/Going marks and attendee counts. */
@Module({
  imports: [ListingsModule],
  controllers: [EventsController],
  providers: [
    modelProvider(EventModel, 'Event', eventSchema, 'events', { outbox: true }),
    modelProvider(EventMarkModel, 'EventMark', eventMarkSchema, 'event_marks'),
    ListEventsHandler,
    CreateEventHandler,
    MarkEventHandler,
    SampleEventsSeeder,
  ],
})
export class EventsModule {}
