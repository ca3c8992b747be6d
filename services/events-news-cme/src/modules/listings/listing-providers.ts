import { modelProvider } from '@docnet/platform';
import type { Provider, Type } from '@nestjs/common';
import { ChangeListingHandler } from './commands/change-listing/change-listing.handler';
import { PublishListingHandler } from './commands/publish-listing/publish-listing.handler';
import { RefreshListingHandler } from './commands/refresh-listing/refresh-listing.handler';
import { RemoveMemberListingsHandler } from './commands/remove-member-listings/remove-member-listings.handler';
import { RebuildListingIndexHandler } from './commands/rebuild-listing-index/rebuild-listing-index.handler';
import { ListingIndex } from './domain/listing-index.port';
import { LISTING_KIND, LISTING_MODEL, MemberMarks, type ListingKind, type ListingTypes } from './listing-kind';
import { RedisListingIndex } from './persistence/redis-listing-index';
import { ListListingsHandler } from './queries/list-listings/list-listings.handler';
import { SampleListingsSeeder } from './seeding/sample-listings.seeder';

/**
 * The listings kernel for one kind: its model (with an outbox) and listings index, listing and viewing, publishing,
 * editing and deleting (a deleted member's too, from each kind's consumer), seeding and the index's repair from the kind's facts, with the members' marks of `marks`. A module provides one kind, so the kernel's classes are
 * that module's own instances.
 */
export function listingProviders<T extends ListingTypes>(kind: ListingKind<T>, marks: Type<MemberMarks<T['mark']>>): Provider[] {
  return [
    { provide: LISTING_KIND, useValue: kind },
    modelProvider(LISTING_MODEL, kind.model.name, kind.model.schema, kind.model.collection, { outbox: true }),
    marks,
    { provide: MemberMarks, useExisting: marks },
    // The kind's read model (ADR 3): another store is another adapter here.
    { provide: ListingIndex, useClass: RedisListingIndex },
    RebuildListingIndexHandler,
    RefreshListingHandler,
    ListListingsHandler,
    PublishListingHandler,
    ChangeListingHandler,
    RemoveMemberListingsHandler,
    SampleListingsSeeder,
  ];
}
