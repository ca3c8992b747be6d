import { useSWRConfig } from 'swr';
import { ApiRoutes, type CmeInput, type CmeOpportunity } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/** POST /api/cme; on success every cached CME list is refreshed. */
export function useCreateCme() {
  const { mutate } = useSWRConfig();
  return async (input: CmeInput): Promise<CmeOpportunity> => {
    const created = await apiPost<CmeOpportunity>(ApiRoutes.cme, input);
    await mutate((key) => isListKey(key, ApiRoutes.cme));
    return created;
  };
}
