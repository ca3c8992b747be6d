import useSWR from 'swr';
import { ApiRoutes, type CmeOpportunity, type CmeWallet } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/cme-wallet: the member's licences, credits, each licence's cycle and what is due. */
export function useCmeWallet() {
  return useSWR<CmeWallet>(ApiRoutes.cmeWallet, (key: string) => apiGet<CmeWallet>(key));
}

/** GET /api/cme/{id}: the CME listing a member marks completed (null: none asked for). */
export function useCompletedListing(id: number | null) {
  return useSWR<CmeOpportunity>(id === null ? null : ApiRoutes.cmeById(id), (key: string) => apiGet<CmeOpportunity>(key));
}
