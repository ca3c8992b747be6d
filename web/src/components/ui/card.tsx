import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Skeleton, theme } from 'antd';

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
 * A card drawn as antd's Card draws one (border, radius, header with title and extra, padded body), from the
 * theme's tokens. antd's Card bundles its tab bar, and with it the dropdown, menu, popup positioning and form
 * code of the tabs' overflow menu (about 60 kB gzip), which every screen with a card paid for; no card here
 * has tabs.
 */
export function Card({
  title,
  extra,
  size = 'default',
  loading = false,
  hoverable = false,
  styles,
  style,
  children,
  ...rest
}: CardProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const lifted = hoverable && hovered;
  const small = size === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const padding = small ? token.paddingSM : token.paddingLG;
  const hasHeader = title !== undefined || extra !== undefined;
  return (
    <div
      {...rest}
      className={rest.className ? `docnet-card ${rest.className}` : 'docnet-card'}
      onMouseEnter={(event) => {
        if (hoverable) setHovered(true);
        rest.onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        if (hoverable) setHovered(false);
        rest.onMouseLeave?.(event);
      }}
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        ...(hoverable
          ? {
              cursor: 'pointer',
              transition: `box-shadow ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
            }
          : {}),
        ...(lifted ? { borderColor: 'transparent', boxShadow: token.boxShadowTertiary } : {}),
        ...style,
      }}
    >
      {hasHeader && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: small
              ? token.fontSize * token.lineHeight + token.paddingXS * 2
              : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            marginBottom: -token.lineWidth,
            padding: `0 ${padding}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            borderBottom: border,
            ...styles?.header,
          }}
        >
          <div
            style={{
              flex: 1,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
              ...styles?.title,
            }}
          >
            {title}
          </div>
          {extra !== undefined && (
            <div
              style={{
                marginInlineStart: 'auto',
                color: token.colorText,
                fontWeight: 'normal',
                fontSize: token.fontSize,
              }}
            >
              {extra}
            </div>
          )}
        </div>
      )}
      <div style={{ padding, ...styles?.body }}>
        {loading ? <Skeleton active title={false} paragraph={{ rows: 4 }} /> : children}
      </div>
    </div>
  );
}
