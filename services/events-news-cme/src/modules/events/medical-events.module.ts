import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { listingProviders } from '../listings/listing-providers';
import { ListingsModule } from '../listings/listings.module';
import { MarkMedicalEventHandler } from './commands/mark-medical-event/mark-medical-event.handler';
import { MedicalEventsController } from './http/medical-events.controller';
import { MedicalEventsConsumer } from './messaging/medical-events.consumer';
import { medicalEventListing } from './medical-event.listing';
import { MedicalEventMarkModel, medicalEventMarkSchema } from './persistence/medical-event.schema';
import { MedicalEventMarks } from './persistence/medical-event-marks';

/** Medical events ('Upcoming Medical Conferences'), members' Interested/Going marks and attendee counts. */
@Module({
  imports: [ListingsModule],
  controllers: [MedicalEventsController, MedicalEventsConsumer],
  providers: [
    ...listingProviders(medicalEventListing, MedicalEventMarks),
    modelProvider(MedicalEventMarkModel, 'MedicalEventMark', medicalEventMarkSchema, 'event_marks'),
    MarkMedicalEventHandler,
  ],
})
export class MedicalEventsModule {}
