import { cmeFormFields, type CmeOpportunity, type PosterCard } from '@docnet/contracts';
import { pickFields } from '@docnet/platform';
import { UNKNOWN_MEMBER_NAME } from '../../listings/posters';
import type { StoredOpportunity } from './opportunity';

/** An opportunity as the member sees it: the poster's current name and whether the member saved it. */
export function toCmeOpportunity(document: StoredOpportunity, author: PosterCard | undefined, saved: boolean): CmeOpportunity {
  return {
    id: document._id,
    ...pickFields(document, cmeFormFields),
    // The form's optional fields are answered as null when a document has none.
    cost: document.cost ?? null,
    endDate: document.endDate ?? null,
    location: document.location ?? null,
    authorId: document.authorId,
    author: author?.name ?? document.authorName ?? UNKNOWN_MEMBER_NAME,
    createdAt: document.createdAt.toISOString(),
    saved,
  };
}
