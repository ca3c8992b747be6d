import useSWR from 'swr';
import {
  ApiRoutes,
  FEED_LIMIT,
  HomeFirstReads,
  type ContentListQuery,
  type ContentListResponse,
} from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/contents?limit=10 for the home feed; a failure is 'Failed to fetch content'.
 * Cached under [/api/contents, query] like every content list, so a publish, edit or delete refetches it.
 */
const feedQuery: ContentListQuery = { limit: FEED_LIMIT };

async function getFeedContents(): Promise<ContentListResponse> {
  try {
    return await apiGet<ContentListResponse>(HomeFirstReads.feed);
  } catch (error) {
    throw new Error('Failed to fetch content', { cause: error });
  }
}

/** The feed's swr key (the build's prerender fills it with sample posts to collect their styles). */
export const feedKey = [ApiRoutes.contents, feedQuery] as const;

export function useFeedContents() {
  return useSWR<ContentListResponse>(feedKey, getFeedContents);
}
