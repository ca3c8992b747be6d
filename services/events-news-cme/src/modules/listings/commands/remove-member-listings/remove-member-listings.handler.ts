import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Model } from 'mongoose';
import { LISTING_KIND, LISTING_MODEL, type ListingKind, type ListingTypes } from '../../listing-kind';
import { ChangeListingHandler } from '../change-listing/change-listing.handler';

/**
 * A member deleted their account: the listings of the kind they posted are deleted as their own delete would (the
 * changed fact in the outbox, the index dropping them). One deleted meanwhile is skipped; a redelivery finds none.
 */
@Injectable()
export class RemoveMemberListingsHandler<T extends ListingTypes> {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly change: ChangeListingHandler<T>,
  ) {}

  async execute(memberId: number): Promise<void> {
    const posted = await this.listings.find({ [this.kind.posterField]: memberId, deletedAt: null }, { _id: 1 }).lean<{ _id: number }[]>();
    for (const { _id } of posted) {
      try {
        await this.change.delete(_id, memberId);
      } catch (error) {
        if (!(error instanceof NotFoundException || error instanceof ForbiddenException)) throw error;
      }
    }
  }
}
