import { Empty, Flex, Skeleton, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link, useNavigate } from 'react-router-dom';
import type { NewsArticle } from '@docnet/contracts';
import { PosterActions } from '@/components/listing/poster-actions';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/utils/format';
import { useDeleteNews } from '../api/change-news';
import { useNewsArticle } from '../api/get-news-article';
import { NewsActions } from './news-actions';
import { CategoryBadge } from './news-card';
import { EditArticleDialog } from './post-article-dialog';

function BackToNews() {
  return (
    <Link to={paths.news.getHref()} style={{ display: 'inline-block', marginBottom: 16 }}>
      ← Back to News
    </Link>
  );
}

/** /news/{id}: one article in full, with 'Read full article', Save and Share; its author edits or deletes it. */
export function NewsDetail({ id, viewerId }: { id: string | undefined; viewerId?: number }) {
  const { data: article, error, isLoading } = useNewsArticle(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !article) {
    return (
      <div>
        <BackToNews />
        <Empty description="Article not found" />
      </div>
    );
  }
  return (
    <article style={{ maxWidth: 860, margin: '0 auto' }}>
      <BackToNews />
      <Card>
        <Flex justify="space-between" align="center" gap={8}>
          <CategoryBadge category={article.category} />
          <Text type="secondary">{formatLongDate(article.publishedDate)}</Text>
        </Flex>
        <Title level={1} style={{ fontSize: 28 }}>
          {article.title}
        </Title>
        <Paragraph type="secondary">
          {article.source}
          {article.authorId ? (
            <>
              {' · Posted by '}
              <Link to={paths.profile.getHref(article.authorId)}>{article.author}</Link>
            </>
          ) : null}
        </Paragraph>
        <Paragraph strong style={{ fontSize: 16 }}>
          {article.summary}
        </Paragraph>
        <Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.7 }}>{article.body}</Paragraph>
        {article.tags.length > 0 && (
          <Flex wrap gap={4} style={{ marginBottom: 16 }}>
            {article.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        )}
        <NewsActions article={article} />
        {viewerId !== undefined && article.authorId === viewerId && (
          <div style={{ marginTop: 16 }}>
            <AuthorActions article={article} />
          </div>
        )}
      </Card>
    </article>
  );
}

/** The author's 'Edit Article' and 'Delete Article' (confirmed; back to the news). */
function AuthorActions({ article }: { article: NewsArticle }) {
  const navigate = useNavigate();
  const deleteNews = useDeleteNews();
  return (
    <PosterActions
      noun="Article"
      title={article.title}
      renderEdit={(onClose) => <EditArticleDialog article={article} onClose={onClose} />}
      remove={() => deleteNews(article.id)}
      onDeleted={() => navigate(paths.news.getHref())}
    />
  );
}
