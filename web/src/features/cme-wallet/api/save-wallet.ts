import { useSWRConfig } from 'swr';
import { ApiRoutes, type AllocationsInput, type CreditInput, type LicenceInput, type WalletCredit, type WalletLicence } from '@docnet/contracts';
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';

/** The wallet's writes; each refreshes the wallet, whose evaluation they change. */
export function useWalletWrites() {
  const { mutate } = useSWRConfig();
  const refreshed = async <T,>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    await mutate(ApiRoutes.cmeWallet);
    return answer;
  };
  return {
    addLicence: (input: LicenceInput) => refreshed(apiPost<WalletLicence>(ApiRoutes.cmeWalletLicences, input)),
    editLicence: (id: number) => (input: LicenceInput) => refreshed(apiPut<WalletLicence>(ApiRoutes.cmeWalletLicence(id), input)),
    removeLicence: (id: number) => refreshed(apiDelete<null>(ApiRoutes.cmeWalletLicence(id))),
    addCredit: (input: CreditInput) => refreshed(apiPost<WalletCredit>(ApiRoutes.cmeWalletCredits, input)),
    editCredit: (id: number) => (input: CreditInput) => refreshed(apiPut<WalletCredit>(ApiRoutes.cmeWalletCredit(id), input)),
    removeCredit: (id: number) => refreshed(apiDelete<null>(ApiRoutes.cmeWalletCredit(id))),
    allocateCredit: (id: number, input: AllocationsInput) => refreshed(apiPut<WalletCredit>(ApiRoutes.cmeWalletCreditAllocations(id), input)),
  };
}
