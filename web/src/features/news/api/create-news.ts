import { useSWRConfig } from 'swr';
import { ApiRoutes, type NewsArticle, type NewsInput } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/** POST /api/news; on success every cached news list (and the latest news) is refreshed. */
export function useCreateNews() {
  const { mutate } = useSWRConfig();
  return async (input: NewsInput): Promise<NewsArticle> => {
    const created = await apiPost<NewsArticle>(ApiRoutes.news, input);
    await mutate((key) => isListKey(key, ApiRoutes.news) || key === ApiRoutes.newsLatest);
    return created;
  };
}
