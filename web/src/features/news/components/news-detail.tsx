import { Empty, Flex, Skeleton, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/utils/format';
import { useNewsArticle } from '../api/get-news-article';
import { NewsActions } from './news-actions';
import { CategoryBadge } from './news-card';

function BackToNews() {
  return (
    <Link to={paths.news.getHref()} style={{ display: 'inline-block', marginBottom: 16 }}>
      ← Back to News
    </Link>
  );
}

/** /news/{id}: one article in full, with 'Read full article', Save and Share. */
export function NewsDetail({ id }: { id: string | undefined }) {
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
      </Card>
    </article>
  );
}
