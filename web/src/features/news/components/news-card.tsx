import { Flex, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import type { NewsArticle } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/utils/format';
import { categoryLabel } from '../utils/news-tabs';
import { CategoryIcon } from './category-icon';
import { NewsActions } from './news-actions';

/** A category's icon (a default one for anything unknown) and label. */
export function CategoryBadge({ category }: { category: unknown }) {
  return (
    <Tag color="geekblue" style={{ marginInlineEnd: 0 }}>
      <CategoryIcon category={category} /> {categoryLabel(category)}
    </Tag>
  );
}

/** An article on the news screen. */
export function NewsCard({ article }: { article: NewsArticle }) {
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={8} style={{ height: '100%' }} role="article" aria-label={article.title}>
        <Flex justify="space-between" align="center" gap={8}>
          <CategoryBadge category={article.category} />
          <Text type="secondary" style={{ fontSize: 13 }}>
            {formatLongDate(article.publishedDate)}
          </Text>
        </Flex>
        <Title level={3} style={{ fontSize: 17, margin: 0 }}>
          <Link to={paths.newsItem.getHref(article.id)}>{article.title}</Link>
        </Title>
        <Text type="secondary">
          {article.source}
          {article.authorId ? ` · Posted by ${article.author}` : ''}
        </Text>
        <Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {article.summary}
        </Paragraph>
        {article.tags.length > 0 && (
          <Flex wrap gap={4}>
            {article.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        )}
        <div style={{ marginTop: 'auto' }}>
          <NewsActions article={article} onCard />
        </div>
      </Flex>
    </Card>
  );
}
