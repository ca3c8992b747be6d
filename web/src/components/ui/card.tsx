import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Skeleton } from 'antd';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, on the right (a 'See all' link). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** Shows a skeleton instead of the body. */
  loading?: boolean;
  /** Lifts on hover (a card that is clicked as a whole). */
  hoverable?: boolean;
  styles?: { header?: CSSProperties; title?: CSSProperties; body?: CSSProperties };
}

/**
 * A card drawn as antd's Card draws one (border, radius, header with title and extra, padded body), by class
 * names (ui.css, from the theme's CSS variables). antd's Card bundles its tab bar, and with it the dropdown,
 * menu, popup positioning and form code of the tabs' overflow menu (about 60 kB gzip), which every screen
 * with a card paid for; no card here has tabs.
 */
export function Card({
  title,
  extra,
  size = 'default',
  loading = false,
  hoverable = false,
  styles,
  className,
  children,
  ...rest
}: CardProps) {
  const classes = [
    'docnet-card',
    size === 'small' && 'docnet-card-small',
    hoverable && 'docnet-card-hoverable',
    className,
  ];
  return (
    <div {...rest} className={classes.filter(Boolean).join(' ')}>
      {(title !== undefined || extra !== undefined) && (
        <div className="docnet-card-head" style={styles?.header}>
          <div className="docnet-card-title" style={styles?.title}>
            {title}
          </div>
          {extra !== undefined && <div className="docnet-card-extra">{extra}</div>}
        </div>
      )}
      <div className="docnet-card-body" style={styles?.body}>
        {loading ? <Skeleton active title={false} paragraph={{ rows: 4 }} /> : children}
      </div>
    </div>
  );
}
