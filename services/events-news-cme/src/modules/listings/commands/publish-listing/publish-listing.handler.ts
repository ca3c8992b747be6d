import { newEvent, OutboxRelay, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Model } from 'mongoose';
import { LISTING_KIND, LISTING_MODEL, MEMBER_ITEM_ID_OFFSET, type ListingKind, type ListingTypes } from '../../listing-kind';
import { ListListingsHandler } from '../../queries/list-listings/list-listings.handler';

/** A member posts a listing in their name; the kind's published fact goes through the outbox in the same write. */
@Injectable()
export class PublishListingHandler<T extends ListingTypes> {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly reader: ListListingsHandler<T>,
  ) {}

  async execute(input: T['input'], posterId: number): Promise<T['view']> {
    const id = MEMBER_ITEM_ID_OFFSET + (await this.sequences.next(this.kind.name));
    const { listing, published } = this.kind.posted(input, { id, posterId, at: new Date() });
    await this.listings.create({ ...listing, ...withNewEvents([newEvent(this.kind.published, 'events-news-cme', id, published)]) });
    this.relay.nudge(this.listings, id);
    return this.reader.one(id, posterId);
  }
}
