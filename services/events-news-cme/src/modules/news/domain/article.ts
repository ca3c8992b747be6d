import type { NewsArticle, NewsFormField } from '@docnet/contracts';

/**
 * A news article as the service keeps it (its document, without the outbox): the form's fields and poster
 * as the contracts answer them (`authorId` null for the sample articles), and what only the service keeps.
 */
export type StoredArticle = Pick<NewsArticle, NewsFormField | 'authorId'> & {
  _id: number;
  /** The byline of a sample article; members' articles show the member's current name instead. */
  authorName: string | null;
  publishedDate: Date;
  createdAt: Date;
};
