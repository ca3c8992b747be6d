import { newsFormFields, type NewsArticle, type PosterCard } from '@docnet/contracts';
import { pickFields } from '@docnet/platform';
import { UNKNOWN_MEMBER_NAME } from '../../listings/posters';
import type { StoredArticle } from './article';

/** An article as the member sees it: the poster's current name and whether the member saved it. */
export function toNewsArticle(document: StoredArticle, author: PosterCard | undefined, saved: boolean): NewsArticle {
  return {
    id: document._id,
    ...pickFields(document, newsFormFields),
    authorId: document.authorId,
    author: author?.name ?? document.authorName ?? UNKNOWN_MEMBER_NAME,
    publishedDate: document.publishedDate.toISOString(),
    createdAt: document.createdAt.toISOString(),
    saved,
  };
}
