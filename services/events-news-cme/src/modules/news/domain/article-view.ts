import type { NewsArticle, PosterCard } from '@docnet/contracts';
import { UNKNOWN_MEMBER_NAME } from '../../listings/posters';
import type { StoredArticle } from './article';

/** An article as the member sees it: the poster's current name and whether the member saved it. */
export function toNewsArticle(document: StoredArticle, author: PosterCard | undefined, saved: boolean): NewsArticle {
  return {
    id: document._id,
    title: document.title,
    summary: document.summary,
    body: document.body,
    source: document.source,
    sourceUrl: document.sourceUrl,
    authorId: document.authorId,
    author: author?.name ?? document.authorName ?? UNKNOWN_MEMBER_NAME,
    publishedDate: document.publishedDate.toISOString(),
    tags: document.tags,
    category: document.category,
    createdAt: document.createdAt.toISOString(),
    saved,
  };
}
