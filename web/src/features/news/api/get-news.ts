import useSWR from 'swr';
import type { NewsArticle } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { newsListKey, type NewsTab } from '../utils/news-tabs';

/** GET /api/news for a tab of the news screen, newest first. */
export function useNews(tab: NewsTab) {
  return useSWR<NewsArticle[]>(newsListKey(tab), (key: string) => apiGet<NewsArticle[]>(key));
}
