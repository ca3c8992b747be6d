import type { CmeOpportunity, PosterCard } from '@docnet/contracts';
import { UNKNOWN_MEMBER_NAME } from '../../listings/posters';
import type { StoredOpportunity } from './opportunity';

/** An opportunity as the member sees it: the poster's current name and whether the member saved it. */
export function toCmeOpportunity(document: StoredOpportunity, author: PosterCard | undefined, saved: boolean): CmeOpportunity {
  return {
    id: document._id,
    title: document.title,
    description: document.description,
    provider: document.provider,
    credits: document.credits,
    cost: document.cost ?? null,
    startDate: document.startDate,
    endDate: document.endDate ?? null,
    location: document.location ?? null,
    format: document.format,
    url: document.url,
    authorId: document.authorId,
    author: author?.name ?? document.authorName ?? UNKNOWN_MEMBER_NAME,
    topics: document.topics,
    createdAt: document.createdAt.toISOString(),
    saved,
  };
}
