import { useSWRConfig } from 'swr';
import { ApiRoutes, type CmeInput, type CmeOpportunity } from '@docnet/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/** PUT /api/cme/{id} (the author's edit); every cached CME list is refreshed. */
export function useUpdateCme(id: number) {
  const { mutate } = useSWRConfig();
  return async (input: CmeInput): Promise<CmeOpportunity> => {
    const updated = await apiPut<CmeOpportunity>(ApiRoutes.cmeById(id), input);
    await mutate((key) => isListKey(key, ApiRoutes.cme));
    return updated;
  };
}

/** DELETE /api/cme/{id} (the author only); every cached CME list is refreshed. */
export function useDeleteCme() {
  const { mutate } = useSWRConfig();
  return async (id: number): Promise<void> => {
    await apiDelete<unknown>(ApiRoutes.cmeById(id));
    await mutate((key) => isListKey(key, ApiRoutes.cme));
  };
}
