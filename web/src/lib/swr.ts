import { useCallback } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import { apiGet } from './api-client';

/**
 * The default read (docs/product/requests-and-feedback.md): GET with the first cache key as path, parsed as JSON.
 * Keys are either a path or a tuple whose first element is the path.
 */
export function defaultFetcher<T>(key: string | readonly [string, ...unknown[]]): Promise<T> {
  return apiGet<T>(typeof key === 'string' ? key : key[0]);
}

/** Fresh for 10 s, no polling, revalidate on window focus, no retries. */
export const swrConfig: SWRConfiguration = {
  fetcher: defaultFetcher,
  dedupingInterval: 10_000,
  focusThrottleInterval: 10_000,
  revalidateOnFocus: true,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

/**
 * Applies a known change (a live event, the member's own write) to a cached read without refetching it. A read
 * that is not loaded yet is refetched instead: swr drops an answer that arrives after its entry was changed, so
 * changing an entry that is still loading would leave the screen empty (and that answer may predate the change).
 */
export function useUpdateCached() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async <T>(key: string, update: (data: T) => T | undefined): Promise<void> => {
      if (cache.get(key)?.data === undefined) {
        void mutate(key);
        return;
      }
      await mutate<T>(key, (data) => (data === undefined ? data : update(data)), { revalidate: false });
    },
    [cache, mutate],
  );
}
