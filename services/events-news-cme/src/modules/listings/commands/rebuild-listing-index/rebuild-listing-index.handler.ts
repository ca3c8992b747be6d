import { LOGGER, ReadModelBuilder, saveInBatches } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { ListingIndex } from '../../domain/listing-index.port';
import { LISTING_KIND, LISTING_MODEL, type ListingKind, type ListingTypes } from '../../listing-kind';

const BATCH = 500;

/**
 * Builds a kind's listings index from its collection (the source of truth; the only scan of it) with the
 * platform's ReadModelBuilder: at start, whenever a list finds it incomplete (Redis restarted empty), one
 * replica at a time, and on demand (`npm run rebuild-read-models -w services/events-news-cme`). Entries go
 * through the same compare-and-set on the revision as each write, so a write during a rebuild is never undone.
 */
@Injectable()
export class RebuildListingIndexHandler<T extends ListingTypes> extends ReadModelBuilder {
  constructor(
    @Inject(LISTING_KIND) kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly index: ListingIndex<T['document']>,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: listName[kind.name], claims: index, logger });
  }

  protected fill(keepClaim: () => Promise<void>): Promise<number> {
    const listings = this.listings.find({}, { pendingEvents: 0 }).lean<T['document'][]>().cursor({ batchSize: BATCH });
    return saveInBatches(listings, (batch) => this.index.save(batch), keepClaim, BATCH);
  }
}

/** How a 503 names each kind's list while it cannot be read. */
const listName = { events: 'Upcoming events', news: 'Journal news', cme: 'CME opportunities' } as const;
