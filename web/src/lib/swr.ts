import type { SWRConfiguration } from 'swr';
import { apiGet } from './api-client';

/**
 * Default read of the spec: GET with the first cache key as path, parsed as JSON.
 * Keys are either a path or a tuple whose first element is the path.
 */
export function defaultFetcher<T>(key: string | readonly [string, ...unknown[]]): Promise<T> {
  return apiGet<T>(typeof key === 'string' ? key : key[0]);
}

/** Part 1 §9: fresh for 10 s, no polling, revalidate on window focus, no retries. */
export const swrConfig: SWRConfiguration = {
  fetcher: defaultFetcher,
  dedupingInterval: 10_000,
  focusThrottleInterval: 10_000,
  revalidateOnFocus: true,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};
