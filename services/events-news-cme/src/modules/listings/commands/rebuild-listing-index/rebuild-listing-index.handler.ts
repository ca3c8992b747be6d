import { LOGGER, ReadModelRebuild, saveInBatches } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { ListingIndex } from '../../domain/listing-index.port';
import { LISTING_KIND, LISTING_MODEL, type ListingKind, type ListingTypes } from '../../listing-kind';

const BATCH = 500;

/**
 * Builds a kind's listings index from its collection (the source of truth; the only scan of it) with the
 * platform's ReadModelRebuild: at start, whenever a list finds it incomplete (Redis restarted empty), one
 * replica at a time, and on demand (`npm run rebuild-read-models -w services/events-news-cme`). Entries go
 * through the same compare-and-set on the revision as each write, so a write during a rebuild is never undone.
 */
@Injectable()
export class RebuildListingIndexHandler<T extends ListingTypes> implements OnApplicationBootstrap {
  private readonly rebuild: ReadModelRebuild;

  constructor(
    @Inject(LISTING_KIND) kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly index: ListingIndex<T['document']>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.rebuild = new ReadModelRebuild({ name: listName[kind.name], claims: index, fill: (keepClaim) => this.fill(keepClaim), logger });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.rebuild.ensureComplete().catch((error: unknown) => this.logger.warn({ err: error }, 'listings index not built at start'));
  }

  /** A read of the index, once more after a rebuild when it is missing; 503 while Redis cannot be reached. */
  read<R>(answer: () => Promise<R>): Promise<R> {
    return this.rebuild.read(answer);
  }

  /** Rebuilds now (after a rebuild another replica has in progress), over the index as it is. */
  execute(): Promise<number> {
    return this.rebuild.execute();
  }

  private fill(keepClaim: () => Promise<void>): Promise<number> {
    const listings = this.listings.find({}, { pendingEvents: 0 }).lean<T['document'][]>().cursor({ batchSize: BATCH });
    return saveInBatches(listings, (batch) => this.index.save(batch), keepClaim, BATCH);
  }
}

/** How a 503 names each kind's list while it cannot be read. */
const listName = { events: 'Upcoming events', news: 'Journal news', cme: 'CME opportunities' } as const;
