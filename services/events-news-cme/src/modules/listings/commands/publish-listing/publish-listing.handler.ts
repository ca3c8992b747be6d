import { EventsNewsCmeRoutes } from '@docnet/contracts';
import { newEvent, OutboxRelay, PhiConfirmations, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Model } from 'mongoose';
import {
  LISTING_KIND,
  LISTING_MODEL,
  MEMBER_ITEM_ID_OFFSET,
  PHI_TARGETS,
  type ListingKind,
  type ListingTypes,
} from '../../listing-kind';
import { ListListingsHandler } from '../../queries/list-listings/list-listings.handler';
import { RefreshListingHandler } from '../refresh-listing/refresh-listing.handler';

/**
 * A member posts a listing in their name; the kind's published fact goes through the outbox in the same write.
 * It is listed before the answer (RefreshListingHandler). The PHI guard reads the form's member text first: 422 unless the member confirmed it, and a confirmation is
 * recorded before the listing (the confirmation itself is never part of the listing).
 */
@Injectable()
export class PublishListingHandler<T extends ListingTypes> {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly reader: ListListingsHandler<T>,
    private readonly listing: RefreshListingHandler<T>,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(input: T['input'], posterId: number): Promise<T['view']> {
    const { phiConfirmation, ...form } = input;
    const confirmed = this.phi.check(posterId, this.kind.memberText(form), phiConfirmation);
    const id = MEMBER_ITEM_ID_OFFSET + (await this.sequences.next(this.kind.name));
    const write = { memberId: posterId, route: `POST ${EventsNewsCmeRoutes[this.kind.name]}`, targetType: PHI_TARGETS[this.kind.name], targetId: id };
    await this.phi.record(write, confirmed);
    const { listing, published } = this.kind.posted(form, { id, posterId, at: new Date() });
    const written = { ...listing, revision: 1, ...withNewEvents([newEvent(this.kind.published, 'events-news-cme', id, published)]) };
    await this.listings.create(written);
    this.relay.nudgeInserted(this.listings, written);
    await this.listing.written(written);
    return this.reader.viewOf(written, posterId);
  }
}
