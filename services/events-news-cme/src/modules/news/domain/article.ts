import type { NewsCategory } from '@docnet/contracts';

/** A news article as the service keeps it (its document, without the outbox). */
export interface StoredArticle {
  _id: number;
  title: string;
  summary: string;
  body: string;
  source: string;
  sourceUrl: string | null;
  /** Null for the sample articles. */
  authorId: number | null;
  /** The byline of a sample article; members' articles show the member's current name instead. */
  authorName: string | null;
  publishedDate: Date;
  tags: string[];
  category: NewsCategory;
  createdAt: Date;
}
