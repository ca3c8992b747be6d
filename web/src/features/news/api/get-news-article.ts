import useSWR from 'swr';
import { ApiRoutes, type NewsArticle } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/news/{id}: one article, for /news/{id}; only for a numeric id. */
export function useNewsArticle(id: string | undefined) {
  const valid = !!id && /^\d+$/.test(id);
  return useSWR<NewsArticle>(valid ? ApiRoutes.newsById(id) : null, (key: string) => apiGet<NewsArticle>(key));
}
