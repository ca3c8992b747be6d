import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CmePage } from '@/features/cme/components/cme-page';

/** /resources/cme: 'CME Opportunities', signed in only. */
export function CmeRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <CmePage signedIn viewerId={user.id} />;
}
