import useSWR from 'swr';
import { HomeFirstReads, type NewsArticle } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** On failure the list is empty. */
async function getLatestNewsOrEmpty(key: string): Promise<NewsArticle[]> {
  try {
    const articles = await apiGet<NewsArticle[] | null>(key);
    return Array.isArray(articles) ? articles : [];
  } catch {
    return [];
  }
}

/** GET /api/news/latest: the newest articles, for the home feed and its 'Latest in Medicine' card. */
export function useLatestNews() {
  return useSWR<NewsArticle[]>(HomeFirstReads.latestNews, getLatestNewsOrEmpty);
}
