import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SearchPage } from '@/features/search/components/search-page';

/** /search and /doctors: the same doctor search screen. */
export function SearchRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <SearchPage viewer={user} />;
}
