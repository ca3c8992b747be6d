import { NewsChangedV1, NewsPublishedV1, UserDeletedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RefreshListingHandler } from '../../listings/commands/refresh-listing/refresh-listing.handler';
import { RemoveMemberListingsHandler } from '../../listings/commands/remove-member-listings/remove-member-listings.handler';
import type { ArticleListing } from '../article.listing';

/** The service's own published articles repair the listings index (ADR 3), as for events. */
@Controller()
export class NewsConsumer {
  constructor(
    private readonly listing: RefreshListingHandler<ArticleListing>,
    private readonly memberListings: RemoveMemberListingsHandler<ArticleListing>,
  ) {}

  /** A member deleted their account: the listings they posted go. */
  @EventPattern(UserDeletedV1.type)
  memberDeleted(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.memberListings.execute(event.data.userId);
  }

  @EventPattern(NewsPublishedV1.type)
  published(@Payload() event: EventOf<typeof NewsPublishedV1>): Promise<void> {
    return this.listing.refresh(event.data.articleId);
  }

  /** An edit or a deletion by its poster: listed again as stored, or left out. */
  @EventPattern(NewsChangedV1.type)
  changed(@Payload() event: EventOf<typeof NewsChangedV1>): Promise<void> {
    return this.listing.refresh(event.data.id);
  }
}
