import type { CmeFormField, CmeOpportunity } from '@docnet/contracts';

/**
 * A CME opportunity as the service keeps it (its document, without the outbox): the form's fields and poster
 * as the contracts answer them (`cost` null is 'Price not specified' and 0 'Free'; `startDate` YYYY-MM-DD
 * sorts as text; `authorId` null for the sample opportunities), and what only the service keeps.
 */
export type StoredOpportunity = Pick<CmeOpportunity, CmeFormField | 'authorId'> & {
  _id: number;
  /** The poster shown on a sample opportunity; members' posts show the member's current name instead. */
  authorName: string | null;
  createdAt: Date;
};
