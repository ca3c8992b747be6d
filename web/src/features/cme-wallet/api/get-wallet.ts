import useSWR from 'swr';
import { ApiRoutes, type CmeWallet } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/cme-wallet: the member's licences, credits, each licence's cycle and what is due. */
export function useCmeWallet() {
  return useSWR<CmeWallet>(ApiRoutes.cmeWallet, (key: string) => apiGet<CmeWallet>(key));
}
