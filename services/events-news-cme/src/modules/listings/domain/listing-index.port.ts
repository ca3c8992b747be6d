import { ReadModel } from '@docnet/platform';
import type { ListingDocument, ListingStretch } from '../listing-kind';

/**
 * The listings of one kind as lists read them (port; ADR 3): each listing stored whole, in the kind's order
 * and under its tags (the kind's own filters and `poster:<id>`), so a list is a few lookups and never a query of
 * the collection. Written by this service right after each write of a listing, through a compare-and-set on
 * the listing's revision; rebuilt from the collection when missing. Reads reject with the platform's
 * ReadModelMissing while it is incomplete.
 */
export abstract class ListingIndex<TDocument extends ListingDocument> extends ReadModel {
  /** Stores these listings, each unless a newer revision of it is stored. */
  abstract save(documents: readonly TDocument[]): Promise<void>;

  /** Up to `limit` listings having every tag of `tags`, stretch after stretch. */
  abstract list(tags: readonly string[], stretches: readonly ListingStretch[], limit: number): Promise<TDocument[]>;

  /** The stored listings among `ids` (unknown ids left out). */
  abstract among(ids: readonly number[]): Promise<TDocument[]>;
}

/** A listing's tag naming the member who posted it: 'My Events', 'My Articles', 'My Posts'. */
export const posterTag = (posterId: number): string => `poster:${posterId}`;
