import 'reflect-metadata';
import { MEMBER_CARDS_COLLECTION, MemberCards, memberCardSchema, runReadModelCommand, type MemberCardDocument } from '@docnet/platform';
import { loadEventsNewsCmeConfig } from './config/events-news-cme.env';
import { opportunityListing } from './modules/cme/opportunity.listing';
import { medicalEventListing } from './modules/events/medical-event.listing';
import { RebuildListingIndexHandler } from './modules/listings/commands/rebuild-listing-index/rebuild-listing-index.handler';
import type { ListingKind, ListingTypes } from './modules/listings/listing-kind';
import { RedisListingIndex } from './modules/listings/persistence/redis-listing-index';
import { articleListing } from './modules/news/article.listing';

/**
 * `npm run rebuild-read-models -w services/events-news-cme`: rebuilds the member cards' Redis copy and the
 * events', news' and CME listings indexes from their collections.
 */
runReadModelCommand('events-news-cme', loadEventsNewsCmeConfig, async ({ database, redis, prefix, logger }) => {
  const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
  await new MemberCards(cards, redis, prefix, 'events-news-cme', logger).rebuildCache();
  const rebuild = async <T extends ListingTypes>(kind: ListingKind<T>) => {
    const listings = database.model<T['document']>(kind.model.name, kind.model.schema, kind.model.collection);
    await new RebuildListingIndexHandler(kind, listings, new RedisListingIndex(kind, redis, prefix), logger).execute();
  };
  await rebuild(medicalEventListing);
  await rebuild(articleListing);
  await rebuild(opportunityListing);
});
