import { Module } from '@nestjs/common';
import { SaveListingHandler } from '../listings/commands/save-listing/save-listing.handler';
import { listingProviders } from '../listings/listing-providers';
import { ListingsModule } from '../listings/listings.module';
import { SavedItems } from '../listings/saved-items';
import { CmeController } from './http/cme.controller';
import { CmeConsumer } from './messaging/cme.consumer';
import { opportunityListing } from './opportunity.listing';

/** CME opportunities: sample and members' posts, and members' saves. */
@Module({
  imports: [ListingsModule],
  controllers: [CmeController, CmeConsumer],
  providers: [...listingProviders(opportunityListing, SavedItems), SaveListingHandler],
})
export class CmeModule {}
