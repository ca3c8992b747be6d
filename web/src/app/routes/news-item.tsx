import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NewsDetail } from '@/features/news/components/news-detail';

/** /news/{id}: one article, signed in only; its author may edit and delete it. */
export function NewsItemRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  return <NewsDetail id={id} viewerId={user?.id} />;
}
