import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { ListingIndex } from '../../domain/listing-index.port';
import { LISTING_KIND, LISTING_MODEL, type ListingKind, type ListingTypes } from '../../listing-kind';

/**
 * Keeps the listings index up with the collection (ADR 3). A write lists what it wrote before its answer, so the
 * member finds it at once; every such write also records a fact, and the service's own consumer of those facts
 * lists the listing again as stored, so a save lost to an unreachable Redis or a crash between the two writes is
 * made good. The index's compare-and-set on the revision makes the usual second save a no-op.
 */
@Injectable()
export class RefreshListingHandler<T extends ListingTypes> {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly index: ListingIndex<T['document']>,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /**
   * Lists a listing as a write of this replica left it. A failure is logged, not thrown: the write stands and its
   * fact will list it, so the member is answered rather than asked to repeat a write that happened.
   */
  async written(listing: T['document']): Promise<void> {
    try {
      await this.index.save([listing]);
    } catch (error) {
      this.log.warn({ err: error, kind: this.kind.name, listing: listing._id }, 'a written listing waits for its fact to be listed');
    }
  }

  /** Lists a listing again as the collection holds it (a fact about it was consumed). */
  async refresh(id: number): Promise<void> {
    const listing = await this.listings.findById(id, { pendingEvents: 0 }).lean<T['document']>();
    if (listing) await this.index.save([listing]);
  }
}
