import type { Key, ReactNode } from 'react';

export interface ItemListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/**
 * Rows divided by lines, drawn as antd's List draws them, for the short lists of the side cards: antd's List
 * also brings its pagination and, with it, Select (about 35 kB gzip on the home page, for lists of two or three).
 */
export function ItemList<T>({ items, itemKey, renderItem }: ItemListProps<T>) {
  return (
    <ul className="item-list">
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
