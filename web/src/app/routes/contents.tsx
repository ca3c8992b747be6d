import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ContentListPage } from '@/features/content/components/content-list-page';

/** /content: the professional content list. */
export function ContentsRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <ContentListPage viewer={user} />;
}
