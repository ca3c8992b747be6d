import { ListingGrid, ListingPage } from '@/components/listing/listing-page';
import { useNews } from '../api/get-news';
import { visibleNewsTabs, type NewsTab } from '../utils/news-tabs';
import { NewsCard } from './news-card';
import { PostArticleDialog } from './post-article-dialog';

function NewsList({ tab }: { tab: NewsTab }) {
  const { data: articles, isLoading } = useNews(tab);
  return <ListingGrid items={articles} isLoading={isLoading} empty="No articles found" renderItem={(article) => <NewsCard article={article} />} />;
}

/**
 * /news, 'Latest Medical Journals': category tabs and, for members, My Articles and Saved
 * (answered by the server); 'Post Article' opens 'Share a Medical Journal Article'.
 */
export function NewsPage({ signedIn }: { signedIn: boolean }) {
  return (
    <ListingPage
      title="Latest Medical Journals"
      subtitle="Research, clinical practice, education and policy, shared by members."
      tabs={visibleNewsTabs(signedIn)}
      renderTab={(tab) => <NewsList tab={tab} />}
      post={signedIn ? { label: 'Post Article', dialog: PostArticleDialog } : undefined}
    />
  );
}
