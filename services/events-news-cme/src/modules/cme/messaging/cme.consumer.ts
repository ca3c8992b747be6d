import { CmeChangedV1, CmePublishedV1, UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RefreshListingHandler } from '../../listings/commands/refresh-listing/refresh-listing.handler';
import { RemoveMemberListingsHandler } from '../../listings/commands/remove-member-listings/remove-member-listings.handler';
import type { OpportunityListing } from '../opportunity.listing';

/** The service's own posted CME opportunities repair the listings index (ADR 3), as for events. */
@Controller()
export class CmeConsumer {
  constructor(
    private readonly listing: RefreshListingHandler<OpportunityListing>,
    private readonly memberListings: RemoveMemberListingsHandler<OpportunityListing>,
  ) {}

  /** A member deleted their account: the listings they posted go. */
  @EventPattern(UserDeletedV1.type)
  memberDeleted(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.memberListings.execute(event.data.userId);
  }

  @EventPattern(CmePublishedV1.type)
  published(@Payload() event: EventOf<typeof CmePublishedV1>): Promise<void> {
    return this.listing.refresh(event.data.opportunityId);
  }

  /** An edit or a deletion by its poster: listed again as stored, or left out. */
  @EventPattern(CmeChangedV1.type)
  changed(@Payload() event: EventOf<typeof CmeChangedV1>): Promise<void> {
    return this.listing.refresh(event.data.id);
  }
}
