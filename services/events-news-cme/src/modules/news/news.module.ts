import { Module } from '@nestjs/common';
import { SaveListingHandler } from '../listings/commands/save-listing/save-listing.handler';
import { listingProviders } from '../listings/listing-providers';
import { ListingsModule } from '../listings/listings.module';
import { SavedItems } from '../listings/saved-items';
import { articleListing } from './article.listing';
import { NewsController } from './http/news.controller';
import { NewsConsumer } from './messaging/news.consumer';

/** Journal news ('Latest Medical Journals'): sample and members' articles, and members' saves. */
@Module({
  imports: [ListingsModule],
  controllers: [NewsController, NewsConsumer],
  providers: [...listingProviders(articleListing, SavedItems), SaveListingHandler],
})
export class NewsModule {}
