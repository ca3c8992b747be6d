import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Text, Paragraph and Title drawn as antd's Typography draws them, from the theme's tokens. antd's Typography
 * always bundles its editable text box, copy button, tooltip and measured ellipsis (about 50 kB gzip with the
 * form code the tooltip brings), which every screen paid for plain text; the app uses none of those. The
 * ellipsis here is CSS (one line, or `rows` lines), with the full text as the element's title when asked.
 * Drawn by class names (ui.css, from the theme's CSS variables): no style object per element.
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

/** The class names (ui.css) and native attributes of one element. */
function textProps<E extends HTMLElement>({
  type,
  strong,
  italic,
  ellipsis,
  style,
  title,
  className,
  ...rest
}: ElementProps<E>) {
  const rows = typeof ellipsis === 'object' ? (ellipsis.rows ?? 1) : 1;
  const classes = [
    'typography',
    type && `typography-${type}`,
    strong && 'typography-strong',
    italic && 'typography-italic',
    ellipsis && (rows > 1 ? 'typography-clamp' : 'typography-ellipsis'),
    className,
  ];
  return {
    ...rest,
    title: title ?? (typeof ellipsis === 'object' ? ellipsis.tooltip : undefined),
    className: classes.filter(Boolean).join(' '),
    style: ellipsis && rows > 1 ? { WebkitLineClamp: rows, ...style } : style,
  };
}

export type TextProps = ElementProps<HTMLSpanElement> & {
  /** Monospaced, as antd's `code`. */
  code?: boolean;
};

export function Text({ code, children, ...props }: TextProps) {
  return <span {...textProps(props)}>{code ? <code>{children}</code> : children}</span>;
}

export type ParagraphProps = ElementProps<HTMLDivElement>;

export function Paragraph({ children, ...props }: ParagraphProps) {
  return <div {...textProps(props)}>{children}</div>;
}

export type TitleProps = ElementProps<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 };

export function Title({ level = 1, children, ...props }: TitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...textProps(props)}>{children}</Heading>;
}
