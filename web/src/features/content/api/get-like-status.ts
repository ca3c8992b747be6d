import useSWR, { type SWRConfiguration } from 'swr';
import { ApiRoutes, type LikeStatus } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/contents/{id}/likes/check, only when signed in; a failure counts as not liked. */
export const likeStatusKey = (contentId: number) => ApiRoutes.contentLikesCheck(contentId);

export async function getLikeStatus(contentId: number): Promise<LikeStatus> {
  try {
    return await apiGet<LikeStatus>(likeStatusKey(contentId));
  } catch {
    return { hasLiked: false };
  }
}

/**
 * A card from a list already knows the member's like state (`likedByMe`): it starts from that and never
 * asks, so a page of cards costs no request per card. Without it (a single content) the status is asked.
 */
export function likeStatusOptions(likedByMe: boolean | undefined): SWRConfiguration<LikeStatus> {
  if (likedByMe === undefined) return {};
  return {
    fallbackData: { hasLiked: likedByMe },
    revalidateOnMount: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  };
}

export function useLikeStatus(contentId: number, signedIn: boolean, likedByMe?: boolean) {
  return useSWR<LikeStatus>(
    signedIn ? likeStatusKey(contentId) : null,
    () => getLikeStatus(contentId),
    likeStatusOptions(likedByMe),
  );
}
