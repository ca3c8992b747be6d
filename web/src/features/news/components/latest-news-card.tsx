import { Empty, Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { ItemList } from '@/components/ui/item-list';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/utils/format';
import { useLatestNews } from '../api/get-latest-news';
import { CategoryIcon } from './category-icon';

/** Part 1 §9: the home page's side column shows 2 news items. */
const SIDE_NEWS = 2;

/** The home page's 'Latest in Medicine' card: the two newest articles. */
export function LatestNewsCard() {
  const { data: articles, isLoading } = useLatestNews();
  const latest = (articles ?? []).slice(0, SIDE_NEWS);
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          Latest in Medicine
        </span>
      }
      extra={<Link to={paths.news.getHref()}>View all</Link>}
      loading={isLoading}
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No medical news yet" />
      ) : (
        <ItemList
          items={latest}
          itemKey={(article) => article.id}
          renderItem={(article) => (
            <Flex gap={8} align="start">
              <span style={{ color: '#1677ff', paddingTop: 2 }}>
                <CategoryIcon category={article.category} size={18} />
              </span>
              <Flex vertical gap={2}>
                <Link to={paths.newsItem.getHref(article.id)}>
                  <Text strong>{article.title}</Text>
                </Link>
                <Text type="secondary" style={{ fontSize: 13 }}>
                  {article.source} · {formatShortDate(article.publishedDate)}
                </Text>
              </Flex>
            </Flex>
          )}
        />
      )}
    </Card>
  );
}
