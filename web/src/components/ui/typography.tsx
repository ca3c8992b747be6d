import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';
import type { GlobalToken } from 'antd';

/**
 * Text, Paragraph and Title drawn as antd's Typography draws them, from the theme's tokens. antd's Typography
 * always bundles its editable text box, copy button, tooltip and measured ellipsis (about 50 kB gzip with the
 * form code the tooltip brings), which every screen paid for plain text; the app uses none of those. The
 * ellipsis here is CSS (one line, or `rows` lines), with the full text as the element's title when asked.
 */

type Tone = 'secondary' | 'success' | 'warning' | 'danger';

interface Ellipsis {
  /** Lines shown before the ellipsis (one by default). */
  rows?: number;
  /** The full text, shown on hover. */
  tooltip?: string;
}

interface TextStyleProps {
  type?: Tone;
  strong?: boolean;
  italic?: boolean;
  ellipsis?: boolean | Ellipsis;
  children?: ReactNode;
}

type ElementProps<E extends HTMLElement> = Omit<HTMLAttributes<E>, 'children'> & TextStyleProps;

const toneColour = (token: GlobalToken, type: Tone): string => {
  switch (type) {
    case 'secondary':
      return token.colorTextDescription;
    case 'success':
      return token.colorSuccess;
    case 'warning':
      return token.colorWarning;
    case 'danger':
      return token.colorError;
  }
};

function ellipsisStyle(ellipsis: boolean | Ellipsis | undefined, block: boolean): CSSProperties {
  if (!ellipsis) return {};
  const rows = typeof ellipsis === 'object' ? (ellipsis.rows ?? 1) : 1;
  if (rows > 1) {
    return { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: rows, overflow: 'hidden' };
  }
  return {
    ...(block ? {} : { display: 'inline-block', maxWidth: '100%', verticalAlign: 'bottom' }),
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  };
}

/** The style and native attributes of one element, antd's rules first and the caller's style last. */
function useTextProps<E extends HTMLElement>(
  { type, strong, italic, ellipsis, style, title, className, ...rest }: ElementProps<E>,
  base: (token: GlobalToken) => CSSProperties,
  block: boolean,
) {
  const { token } = theme.useToken();
  const tooltip = typeof ellipsis === 'object' ? ellipsis.tooltip : undefined;
  return {
    ...rest,
    title: title ?? tooltip,
    // A hook for global.css: links in running text are underlined.
    className: className ? `typography ${className}` : 'typography',
    style: {
      wordBreak: 'break-word',
      ...base(token),
      ...(type ? { color: toneColour(token, type) } : {}),
      ...(strong ? { fontWeight: token.fontWeightStrong } : {}),
      ...(italic ? { fontStyle: 'italic' } : {}),
      ...ellipsisStyle(ellipsis, block),
      ...style,
    } satisfies CSSProperties,
  };
}

export type TextProps = ElementProps<HTMLSpanElement> & {
  /** Monospaced, as antd's `code`. */
  code?: boolean;
};

export function Text({ code, children, ...props }: TextProps) {
  const attributes = useTextProps(props, (token) => ({ color: token.colorText }), false);
  return <span {...attributes}>{code ? <code>{children}</code> : children}</span>;
}

export type ParagraphProps = ElementProps<HTMLDivElement>;

export function Paragraph({ children, ...props }: ParagraphProps) {
  const attributes = useTextProps(props, (token) => ({ color: token.colorText, marginBottom: '1em' }), true);
  return <div {...attributes}>{children}</div>;
}

export type TitleProps = ElementProps<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 };

export function Title({ level = 1, children, ...props }: TitleProps) {
  const attributes = useTextProps(
    props,
    (token) => ({
      color: token.colorTextHeading,
      fontWeight: token.fontWeightStrong,
      fontSize: token[`fontSizeHeading${level}`],
      lineHeight: token[`lineHeightHeading${level}`],
      marginTop: 0,
      marginBottom: '0.5em',
    }),
    true,
  );
  const Heading = `h${level}` as const;
  return <Heading {...attributes}>{children}</Heading>;
}
