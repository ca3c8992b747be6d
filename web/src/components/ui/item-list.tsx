import type { Key, ReactNode } from 'react';
import { theme } from 'antd';

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
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          style={{
            display: 'flex',
            alignItems: 'center',
            padding: `${token.paddingSM}px 0`,
            borderBlockStart:
              index > 0 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined,
          }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
