import { EventChangedV1, EventAttendanceChangedV1, EventCreatedV1, UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RefreshListingHandler } from '../../listings/commands/refresh-listing/refresh-listing.handler';
import { RemoveMemberListingsHandler } from '../../listings/commands/remove-member-listings/remove-member-listings.handler';
import type { MedicalEventListing } from '../medical-event.listing';

/**
 * The service's own facts about events, in its own consumer group, repair the listings index (ADR 3): a posted
 * event or an attendee count whose save to the index was lost is listed as stored.
 */
@Controller()
export class MedicalEventsConsumer {
  constructor(
    private readonly listing: RefreshListingHandler<MedicalEventListing>,
    private readonly memberListings: RemoveMemberListingsHandler<MedicalEventListing>,
  ) {}

  /** A member deleted their account: the listings they posted go. */
  @EventPattern(UserDeletedV1.type)
  memberDeleted(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.memberListings.execute(event.data.userId);
  }

  @EventPattern(EventCreatedV1.type)
  created(@Payload() event: EventOf<typeof EventCreatedV1>): Promise<void> {
    return this.listing.refresh(event.data.eventId);
  }

  @EventPattern(EventAttendanceChangedV1.type)
  attendanceChanged(@Payload() event: EventOf<typeof EventAttendanceChangedV1>): Promise<void> {
    return this.listing.refresh(event.data.eventId);
  }

  /** An edit or a deletion by its poster: listed again as stored, or left out. */
  @EventPattern(EventChangedV1.type)
  changed(@Payload() event: EventOf<typeof EventChangedV1>): Promise<void> {
    return this.listing.refresh(event.data.id);
  }
}
