import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ContentDetail } from '@/features/content/components/content-detail';

/** /content/{id}: content detail; #comments jumps to the comments. */
export function ContentRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <ContentDetail key={id} id={id} viewer={user} />;
}
