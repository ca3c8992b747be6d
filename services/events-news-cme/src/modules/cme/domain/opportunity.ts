import type { CmeFormat } from '@docnet/contracts';

/** A CME opportunity as the service keeps it (its document, without the outbox). */
export interface StoredOpportunity {
  _id: number;
  title: string;
  description: string;
  provider: string;
  credits: number;
  /** Null: 'Price not specified'; 0: 'Free'. */
  cost: number | null;
  /** YYYY-MM-DD: sorts as text. */
  startDate: string;
  endDate: string | null;
  location: string | null;
  format: CmeFormat;
  url: string;
  /** Null for the sample opportunities. */
  authorId: number | null;
  /** The poster shown on a sample opportunity; members' posts show the member's current name instead. */
  authorName: string | null;
  topics: string[];
  createdAt: Date;
}
