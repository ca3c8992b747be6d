import { useSWRConfig } from 'swr';
import { ApiRoutes, type CommentEntry } from '@docnet/contracts';
import { apiDelete } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { commentsKey } from './get-comments';
import { contentKey } from './get-content';
import { revalidateContentLists } from './get-contents';

/**
 * DELETE /api/comments/{id}, optimistic: the comment leaves the list and the count drops at
 * once (never below 0, the caller clamps); both roll back on error; the lists are refetched on success.
 */
export function useDeleteComment(contentId: number, onCountChange: (delta: number) => void) {
  const { mutate } = useSWRConfig();

  async function remove(commentId: number): Promise<boolean> {
    onCountChange(-1);
    try {
      await mutate<CommentEntry[]>(
        commentsKey(contentId),
        async (current) => {
          await apiDelete<unknown>(ApiRoutes.commentById(commentId));
          return current;
        },
        {
          optimisticData: (current) => (current ?? []).filter((entry) => entry.comment.id !== commentId),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
    } catch (error) {
      console.error('Failed to delete comment', error);
      onCountChange(1);
      toast({
        title: 'Failed to delete comment',
        description: 'There was an error deleting your comment.',
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Comment removed', description: 'Your comment has been deleted successfully.' });
    void mutate(contentKey(contentId));
    void revalidateContentLists(mutate);
    return true;
  }

  return { remove };
}
