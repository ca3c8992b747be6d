import useSWR, { type ScopedMutator } from 'swr';
import { ApiRoutes, type ContentListQuery, type ContentListResponse } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/contents with limit, offset, contentType, authorId and tag (null values omitted).
 * Lists are cached under the key [/api/contents, query] (the list lives under /api/contents).
 */
export type ContentListKey = readonly [typeof ApiRoutes.contents, ContentListQuery];

export function contentsUrl(query: ContentListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${ApiRoutes.contents}?${search}` : ApiRoutes.contents;
}

/** A failed list read is 'Failed to fetch content' (the screens show their own text for it). */
export async function getContents(query: ContentListQuery): Promise<ContentListResponse> {
  try {
    return await apiGet<ContentListResponse>(contentsUrl(query));
  } catch (error) {
    throw new Error('Failed to fetch content', { cause: error });
  }
}

export function useContents(query: ContentListQuery) {
  const key: ContentListKey = [ApiRoutes.contents, query];
  return useSWR<ContentListResponse>(key, () => getContents(query), { keepPreviousData: true });
}

/** Every cached content list, whatever its query (the home feed's too). */
export function isContentListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === ApiRoutes.contents;
}

/** Refetches every cached content list (after a publish, an edit or a delete). */
export function revalidateContentLists(mutate: ScopedMutator): Promise<unknown> {
  return mutate(isContentListKey);
}
