import { useSWRConfig } from 'swr';
import { ApiRoutes, type ContentListResponse } from '@docnet/contracts';
import { apiDelete } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isContentListKey, revalidateContentLists } from './get-contents';

/**
 * DELETE /api/contents/{id}, optimistic: the content leaves every cached list at once; a failure brings
 * it back (the lists are refetched from the server) with 'Delete failed'; success toasts 'Content deleted'
 * and refetches the lists.
 */
export function useDeleteContent() {
  const { mutate } = useSWRConfig();

  async function remove(id: number): Promise<boolean> {
    const withoutIt = (list: ContentListResponse | undefined) =>
      list && {
        contents: list.contents.filter((content) => content.id !== id),
        total: list.contents.some((content) => content.id === id) ? Math.max(0, list.total - 1) : list.total,
      };
    await mutate<ContentListResponse>(isContentListKey, withoutIt, { revalidate: false });
    try {
      await apiDelete<unknown>(ApiRoutes.contentById(id));
    } catch (error) {
      console.error('Delete failed', error);
      toast({
        title: 'Delete failed',
        description: 'There was an error deleting your content. Please try again.',
        variant: 'destructive',
      });
      void revalidateContentLists(mutate);
      return false;
    }
    toast({ title: 'Content deleted', description: 'Your content has been deleted successfully.' });
    void revalidateContentLists(mutate);
    return true;
  }

  return { remove };
}
