import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ContentEdit } from '@/features/content/components/content-edit';

/** /content/{id}/edit: the author edits a content. */
export function ContentEditRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <ContentEdit key={id} id={id} viewer={user} />;
}
