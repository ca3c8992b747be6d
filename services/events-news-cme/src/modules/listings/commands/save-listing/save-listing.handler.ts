import { Injectable } from '@nestjs/common';
import type { ListingTypes } from '../../listing-kind';
import { ListListingsHandler } from '../../queries/list-listings/list-listings.handler';
import { SavedItems } from '../../saved-items';

/** Save / unsave a news article or CME opportunity for the member ('Saved' tab); idempotent. */
@Injectable()
export class SaveListingHandler<T extends ListingTypes> {
  constructor(
    private readonly saves: SavedItems,
    private readonly reader: ListListingsHandler<T>,
  ) {}

  async execute(listingId: number, memberId: number, saved: boolean): Promise<T['view']> {
    await this.reader.ensureListed(listingId);
    if (saved) await this.saves.save(listingId, memberId);
    else await this.saves.unsave(listingId, memberId);
    return this.reader.one(listingId, memberId);
  }
}
