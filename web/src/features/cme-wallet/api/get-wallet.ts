import useSWR from 'swr';
import { ApiRoutes, type CmeOpportunity, type CmeWallet } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { fillsGap } from '../utils/credit-from-listing';

/** GET /api/cme-wallet: the member's licences, credits, each licence's cycle and what is due. */
export function useCmeWallet() {
  return useSWR<CmeWallet>(ApiRoutes.cmeWallet, (key: string) => apiGet<CmeWallet>(key));
}

/** GET /api/cme/{id}: the CME listing a member marks completed (null: none asked for). */
export function useCompletedListing(id: number | null) {
  return useSWR<CmeOpportunity>(id === null ? null : ApiRoutes.cmeById(id), (key: string) => apiGet<CmeOpportunity>(key));
}

/**
 * For the CME list: whether a listing closes a requirement the member still owes; null while the wallet loads or
 * when it has no licence (nothing to filter by).
 */
export function useGapFilter(): ((listing: CmeOpportunity) => boolean) | null {
  const { data: wallet } = useCmeWallet();
  if (!wallet || wallet.licences.length === 0) return null;
  return (listing) => fillsGap(listing, wallet);
}
