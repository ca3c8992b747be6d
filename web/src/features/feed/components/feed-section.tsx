import { Card, Empty, Typography } from 'antd';

/**
 * The centre column of the home feed (part 1 §2): heading 'Your Feed' and the feed itself.
 * Contents, events and news come with the feed issue; until then the feed is honestly empty.
 */
export function FeedSection() {
  return (
    <section aria-labelledby="your-feed-heading">
      <Typography.Title level={2} id="your-feed-heading" style={{ fontSize: 20 }}>
        Your Feed
      </Typography.Title>
      <FeedEmptyState />
    </section>
  );
}

export function FeedEmptyState() {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 16, marginBottom: 4 }}>
              Your feed is empty
            </Typography.Title>
            <Typography.Text type="secondary">
              Connect with other doctors to see their posts and updates in your feed.
            </Typography.Text>
          </>
        }
      />
    </Card>
  );
}
