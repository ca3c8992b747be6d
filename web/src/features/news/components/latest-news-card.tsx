import { Flex } from 'antd';
import { Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { SideListCard } from '@/components/ui/side-list-card';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/utils/format';
import { useLatestNews } from '../api/get-latest-news';
import { CategoryIcon } from './category-icon';

/** The home page's side column shows 2 news items. */
const SIDE_NEWS = 2;

/** The home page's 'Latest in Medicine' card: the two newest articles. */
export function LatestNewsCard() {
  const { data: articles, isLoading } = useLatestNews();
  const latest = (articles ?? []).slice(0, SIDE_NEWS);
  return (
    <SideListCard
      title="Latest in Medicine"
      viewAllHref={paths.news.getHref()}
      loading={isLoading}
      emptyText="No medical news yet"
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
  );
}
