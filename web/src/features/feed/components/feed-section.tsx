import { memo, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { CalendarOutlined, ReadOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, Skeleton, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import type { Content, MedicalEvent, NewsArticle } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/utils/format';
import { useFeedContents } from '../api/get-feed-contents';
import { mergeFeed } from '../utils/merge-feed';

/** About a post's card (author, title, four lines): the skeletons reserve it while the feed loads. */
const FEED_CARD_MIN_HEIGHT_PX = 260;

export interface FeedSectionProps {
  /** Events and news for the feed, read by the home route (the features that own them). */
  events: readonly MedicalEvent[];
  news: readonly NewsArticle[];
  /** How a content is shown (the content feature's card, passed in by the home route). */
  renderContent: (content: Content) => ReactNode;
}

/**
 * The centre column of the home feed: heading 'Your Feed', then contents, events and news
 * merged newest first by when each was posted, or the empty texts.
 */
export function FeedSection({ events, news, renderContent }: FeedSectionProps) {
  const { data, error, isLoading } = useFeedContents();
  const items = mergeFeed(data?.contents ?? [], events, news);

  return (
    <section aria-labelledby="your-feed-heading">
      <Title level={2} id="your-feed-heading" style={{ fontSize: 20 }}>
        Your Feed
      </Title>
      {error && (
        <Alert
          type="error"
          showIcon
          message="Failed to load content. Please try again later."
          style={{ marginBottom: 16 }}
        />
      )}
      {isLoading && !data ? (
        <FeedSkeleton />
      ) : items.length === 0 ? (
        <FeedEmptyState />
      ) : (
        <Flex vertical gap={16}>
          {items.map((item) => {
            switch (item.kind) {
              case 'content':
                return <div key={item.key}>{renderContent(item.content)}</div>;
              case 'event':
                return <EventFeedItem key={item.key} event={item.event} />;
              case 'news':
                return <NewsFeedItem key={item.key} article={item.news} />;
            }
          })}
        </Flex>
      )}
    </section>
  );
}

/** Cards the height of a post each, filling the first screen: what follows stays below the fold until they load. */
export function FeedSkeleton() {
  return (
    <Flex vertical gap={16} role="status" aria-label="Loading the feed">
      {[0, 1, 2].map((index) => (
        <Card key={index} style={{ minHeight: FEED_CARD_MIN_HEIGHT_PX }}>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </Flex>
  );
}

/**
 * An event in the feed: in the corner, like every item, the day it was posted (the feed's order); below, the day it
 * takes place, said to be upcoming or past. Showing the event's own day in the corner made the order look wrong
 * (an event next year above yesterday's post) and a past event read like one to come.
 */
// Memoized like the content card: an swr answer elsewhere in the feed leaves unchanged items alone.
const EventFeedItem = memo(function EventFeedItem({ event }: { event: MedicalEvent }) {
  const past = event.date < dayjs().format('YYYY-MM-DD');
  return (
    <Card role="article" aria-label={event.title}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Tag icon={<CalendarOutlined />} color="purple">
          Event
        </Tag>
        <Text type="secondary">{formatShortDate(event.createdAt)}</Text>
      </Flex>
      <Title level={3} style={{ fontSize: 18 }}>
        <Link to={paths.event.getHref(event.id)}>{event.title}</Link>
      </Title>
      <Paragraph ellipsis={{ rows: 3 }} style={{ whiteSpace: 'pre-line' }}>
        {event.description}
      </Paragraph>
      <Flex wrap gap={4} align="center">
        <Tag color={past ? 'default' : 'blue'}>{past ? 'Past event' : 'Upcoming'}</Tag>
        <Text type="secondary">
          {[formatShortDate(event.date), event.time, event.location, event.organizer?.name].filter(Boolean).join(' · ')}
        </Text>
      </Flex>
    </Card>
  );
});

const NewsFeedItem = memo(function NewsFeedItem({ article }: { article: NewsArticle }) {
  return (
    <Card role="article" aria-label={article.title}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Tag icon={<ReadOutlined />} color="green">
          News
        </Tag>
        <Text type="secondary">{formatShortDate(article.publishedDate)}</Text>
      </Flex>
      <Title level={3} style={{ fontSize: 18 }}>
        <Link to={paths.newsItem.getHref(article.id)}>{article.title}</Link>
      </Title>
      <Paragraph ellipsis={{ rows: 3 }}>{article.summary}</Paragraph>
      <Text type="secondary">{article.source}</Text>
    </Card>
  );
});

export function FeedEmptyState() {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Title level={3} style={{ fontSize: 16, marginBottom: 4 }}>
              Your feed is empty
            </Title>
            <Text type="secondary">
              Connect with other doctors to see their posts and updates in your feed.
            </Text>
          </>
        }
      />
    </Card>
  );
}
