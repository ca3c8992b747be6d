import { useSWRConfig } from 'swr';
import { ApiRoutes, type NewsArticle } from '@docnet/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/**
 * PUT /api/news/{id}/saved saves an article for the member, DELETE unsaves it; both answer the article.
 * The answer replaces the article in every cached list and its detail, then the lists are refetched
 * (the 'Saved' tab gains or loses it).
 */
export function useSaveNews() {
  const { mutate } = useSWRConfig();
  return async (articleId: number, saved: boolean): Promise<NewsArticle> => {
    const url = ApiRoutes.newsSaved(articleId);
    const answer = saved ? await apiPut<NewsArticle>(url) : await apiDelete<NewsArticle>(url);
    await mutate<NewsArticle>(ApiRoutes.newsById(articleId), answer, { revalidate: false });
    await mutate<NewsArticle[]>(
      (key) => isListKey(key, ApiRoutes.news) || key === ApiRoutes.newsLatest,
      (articles) => articles?.map((article) => (article.id === answer.id ? answer : article)),
      { revalidate: true },
    );
    return answer;
  };
}
