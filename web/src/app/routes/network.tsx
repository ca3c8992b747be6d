import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NetworkPage } from '@/features/network/components/network-page';

/** /network, My Network. */
export function NetworkRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <NetworkPage viewer={user} />;
}
