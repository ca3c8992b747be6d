import { WalletPage } from '@/features/cme-wallet/components/wallet-page';

/** /resources/cme-wallet: the member's CME/CE wallet, signed in only. */
export function CmeWalletRoute() {
  return <WalletPage />;
}
