import useSWR from 'swr';
import type { CmeOpportunity } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { cmeListKey, type CmeTab } from '../utils/cme-tabs';

/** GET /api/cme for a tab of the CME screen, soonest start first. */
export function useCmeOpportunities(tab: CmeTab) {
  return useSWR<CmeOpportunity[]>(cmeListKey(tab), (key: string) => apiGet<CmeOpportunity[]>(key));
}
