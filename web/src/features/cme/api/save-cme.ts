import { useSWRConfig } from 'swr';
import { ApiRoutes, type CmeOpportunity } from '@docnet/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/**
 * PUT /api/cme/{id}/saved saves an opportunity for the member, DELETE unsaves it; both answer it. The answer
 * replaces it in every cached list, then the lists are refetched (the 'Saved' tab gains or loses it).
 */
export function useSaveCme() {
  const { mutate } = useSWRConfig();
  return async (opportunityId: number, saved: boolean): Promise<CmeOpportunity> => {
    const url = ApiRoutes.cmeSaved(opportunityId);
    const answer = saved ? await apiPut<CmeOpportunity>(url) : await apiDelete<CmeOpportunity>(url);
    await mutate<CmeOpportunity[]>(
      (key) => isListKey(key, ApiRoutes.cme),
      (opportunities) => opportunities?.map((item) => (item.id === answer.id ? answer : item)),
      { revalidate: true },
    );
    return answer;
  };
}
