import useSWR from 'swr';
import { ApiRoutes, type AiRecommendationsResponse } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

export const aiRecommendationsKey = ApiRoutes.connectionsAiRecommendations;

/** AI recommendations are cached 5 minutes. */
export const AI_RECOMMENDATIONS_CACHE_MS = 5 * 60 * 1000;

/**
 * GET /api/connections/ai-recommendations, fetched when the recommendations tab opens: retried
 * 2 times and not kept fresh (no refetch on focus or remount while the 5-minute cache holds).
 */
export function useAiRecommendations() {
  return useSWR<AiRecommendationsResponse>(aiRecommendationsKey, () => apiGet<AiRecommendationsResponse>(aiRecommendationsKey), {
    dedupingInterval: AI_RECOMMENDATIONS_CACHE_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: true,
    errorRetryCount: 2,
  });
}
