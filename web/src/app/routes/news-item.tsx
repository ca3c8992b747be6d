import { useParams } from 'react-router-dom';
import { NewsDetail } from '@/features/news/components/news-detail';

/** /news/{id}: one article, signed in only. */
export function NewsItemRoute() {
  const { id } = useParams();
  return <NewsDetail id={id} />;
}
