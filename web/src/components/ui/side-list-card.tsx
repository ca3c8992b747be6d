import { Empty } from 'antd';
import { Link } from 'react-router-dom';
import { Card } from './card';
import { ItemList, type ItemListProps } from './item-list';

export interface SideListCardProps<T> extends ItemListProps<T> {
  /** The card's heading (level 2). */
  title: string;
  /** Where its 'View all' link goes. */
  viewAllHref: string;
  loading: boolean;
  /** What the card says when the list is empty. */
  emptyText: string;
  /** Keeps the body this tall while it loads, so what stands below does not move when the items arrive. */
  bodyMinHeight?: number;
}

/** A side column card of the home page: a heading, 'View all', and a short list of items or what says it is empty. */
export function SideListCard<T>({
  title,
  viewAllHref,
  loading,
  emptyText,
  bodyMinHeight,
  ...list
}: SideListCardProps<T>) {
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      extra={<Link to={viewAllHref}>View all</Link>}
      loading={loading}
      styles={{
        title: { whiteSpace: 'normal' },
        body: bodyMinHeight ? { minHeight: bodyMinHeight } : undefined,
      }}
    >
      {list.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ItemList {...list} />
      )}
    </Card>
  );
}
