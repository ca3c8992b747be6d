import useSWR from 'swr';
import { ApiRoutes, type LikeStatus } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/contents/{id}/likes/check, only when signed in; a failure counts as not liked (part 1 §7). */
export const likeStatusKey = (contentId: number) => ApiRoutes.contentLikesCheck(contentId);

export async function getLikeStatus(contentId: number): Promise<LikeStatus> {
  try {
    return await apiGet<LikeStatus>(likeStatusKey(contentId));
  } catch {
    return { hasLiked: false };
  }
}

export function useLikeStatus(contentId: number, signedIn: boolean) {
  return useSWR<LikeStatus>(signedIn ? likeStatusKey(contentId) : null, () => getLikeStatus(contentId));
}
