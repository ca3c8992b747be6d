import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NewsPage } from '@/features/news/components/news-page';

/** /news: 'Latest Medical Journals', signed in only. */
export function NewsRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <NewsPage signedIn />;
}
