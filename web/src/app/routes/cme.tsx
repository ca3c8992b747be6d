import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useGapFilter } from '@/features/cme-wallet/api/get-wallet';
import { CmePage } from '@/features/cme/components/cme-page';

/** /resources/cme: 'CME Opportunities', signed in only; with licences in the wallet, filtered to what fills a gap on request. */
export function CmeRoute() {
  const { user } = useAuth();
  const fillsGap = useGapFilter();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <CmePage signedIn viewerId={user.id} fillsGap={fillsGap} />;
}
