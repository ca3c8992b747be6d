import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRoutes, LikeMessages, type LikeChange, type LikeStatus } from '@docnet/contracts';
import { apiDelete, apiPost } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { likeStatusKey, useLikeStatus } from './get-like-status';

/**
 * Like and unlike: POST (empty JSON body) or DELETE /api/contents/{id}/likes. The count moves
 * by one at once, then the like status is the one the answer gives; a failure reverts both with 'Action
 * failed'. `likedByMe` is the state a list answer gave the card (see useLikeStatus).
 */
export function useToggleLike(
  contentId: number,
  signedIn: boolean,
  onCountChange: (delta: number) => void,
  likedByMe?: boolean,
) {
  const { mutate } = useSWRConfig();
  const { data } = useLikeStatus(contentId, signedIn, likedByMe);
  const [isToggling, setToggling] = useState(false);
  const hasLiked = data?.hasLiked ?? false;

  async function toggle(): Promise<void> {
    if (!signedIn) {
      toast({
        title: LikeMessages.signedOutTitle,
        description: LikeMessages.signedOut,
        variant: 'destructive',
      });
      return;
    }
    if (isToggling) return;
    const key = likeStatusKey(contentId);
    const liked = hasLiked;
    setToggling(true);
    onCountChange(liked ? -1 : 1);
    await mutate<LikeStatus>(key, { hasLiked: !liked }, { revalidate: false });
    let answer: LikeChange;
    try {
      answer = liked
        ? await apiDelete<LikeChange>(ApiRoutes.contentLikes(contentId))
        : await apiPost<LikeChange>(ApiRoutes.contentLikes(contentId), {});
    } catch (error) {
      console.error('Action failed', error);
      onCountChange(liked ? 1 : -1);
      await mutate<LikeStatus>(key, { hasLiked: liked }, { revalidate: false });
      toast({
        title: 'Action failed',
        description: 'There was an error processing your request.',
        variant: 'destructive',
      });
      return;
    } finally {
      setToggling(false);
    }
    await mutate<LikeStatus>(key, { hasLiked: answer.hasLiked }, { revalidate: false });
  }

  return { hasLiked, toggle, isToggling };
}
