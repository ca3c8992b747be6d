import useSWR from 'swr';
import { ApiRoutes, type CommentEntry } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/contents/{id}/comments: the list of {comment, author}, newest first, cached under its path. */
export const commentsKey = (contentId: number) => ApiRoutes.contentComments(contentId);

export function useComments(contentId: number, enabled = true) {
  return useSWR<CommentEntry[]>(enabled ? commentsKey(contentId) : null, () =>
    apiGet<CommentEntry[]>(commentsKey(contentId)),
  );
}
