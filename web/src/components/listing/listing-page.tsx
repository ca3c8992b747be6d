import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Col, Empty, Flex, Row, Skeleton, Tabs } from 'antd';
import { Text, Title } from '@/components/ui/typography';

/** A dialog the page opens from its post button. */
export type PostDialog = ComponentType<{ open: boolean; onClose: () => void }>;

export interface ListingPageProps<TTab extends string> {
  title: string;
  subtitle: string;
  /** The tabs the viewer sees; the first one opens. */
  tabs: readonly { key: TTab; label: string }[];
  renderTab: (tab: TTab) => ReactNode;
  /** For signed-in members: the button that opens the dialog to post a new item. */
  post?: { label: string; dialog: PostDialog };
}

/**
 * The page of a member-posted listing (events, news, CME): heading with its post button, and tabs whose
 * panels are rebuilt when shown (each asks the server for its own list).
 */
export function ListingPage<TTab extends string>({ title, subtitle, tabs, renderTab, post }: ListingPageProps<TTab>) {
  const [tab, setTab] = useState<TTab>(tabs[0].key);
  const [posting, setPosting] = useState(false);
  const Dialog = post?.dialog;
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <div>
          <Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {title}
          </Title>
          <Text type="secondary">{subtitle}</Text>
        </div>
        {post && (
          <Button type="primary" onClick={() => setPosting(true)}>
            {post.label}
          </Button>
        )}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TTab)}
        destroyOnHidden
        items={tabs.map((item) => ({ key: item.key, label: item.label, children: renderTab(item.key) }))}
      />
      {Dialog && <Dialog open={posting} onClose={() => setPosting(false)} />}
    </div>
  );
}

export interface ListingGridProps<TItem extends { id: number }> {
  items: readonly TItem[] | undefined;
  isLoading: boolean;
  /** What an empty list says. */
  empty: string;
  renderItem: (item: TItem) => ReactNode;
}

/** One tab's list: a skeleton while loading, the empty text, or the items' cards two to a row. */
export function ListingGrid<TItem extends { id: number }>({ items, isLoading, empty, renderItem }: ListingGridProps<TItem>) {
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!items?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col xs={24} md={12} key={item.id}>
          {renderItem(item)}
        </Col>
      ))}
    </Row>
  );
}
