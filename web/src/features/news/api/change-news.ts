import { useSWRConfig } from 'swr';
import { ApiRoutes, type NewsArticle, type NewsInput } from '@docnet/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/** Every cached news list and the latest news. */
const isNewsListKey = (key: unknown) => isListKey(key, ApiRoutes.news) || key === ApiRoutes.newsLatest;

/** PUT /api/news/{id} (the author's edit); the article and every cached news list are refreshed. */
export function useUpdateNews(id: number) {
  const { mutate } = useSWRConfig();
  return async (input: NewsInput): Promise<NewsArticle> => {
    const updated = await apiPut<NewsArticle>(ApiRoutes.newsById(id), input);
    await mutate(ApiRoutes.newsById(id), updated, { revalidate: false });
    await mutate(isNewsListKey);
    return updated;
  };
}

/** DELETE /api/news/{id} (the author only); every cached news list is refreshed. */
export function useDeleteNews() {
  const { mutate } = useSWRConfig();
  return async (id: number): Promise<void> => {
    await apiDelete<unknown>(ApiRoutes.newsById(id));
    await mutate(isNewsListKey);
  };
}
