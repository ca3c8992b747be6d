import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Title } from '@/components/ui/typography';
import { BackLink } from './back-link';

/** One titled section of a static page. */
export interface PageSection {
  title: string;
  body: ReactNode;
}

/** Paragraphs and bullet lists of the static pages, in one reading width. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul style={{ paddingLeft: 20, margin: '8px 0' }}>
      {items.map((item, index) => (
        <li key={index} style={{ marginBottom: 4 }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame of a static page: back link, title, optional subtitle (e.g. the date it was last updated),
 * then its sections, each a level-2 heading (numbered when `numbered`).
 */
export function StaticPage({
  title,
  subtitle,
  intro,
  sections,
  numbered = false,
  backTo,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  intro?: ReactNode;
  sections?: PageSection[];
  numbered?: boolean;
  backTo?: string;
  children?: ReactNode;
}) {
  return (
    <article style={{ maxWidth: 860, margin: '0 auto' }}>
      <BackLink to={backTo} />
      <Card>
        <Title level={1} style={{ fontSize: 30, marginTop: 0 }}>
          {title}
        </Title>
        {subtitle && <Paragraph type="secondary">{subtitle}</Paragraph>}
        {intro && <Paragraph style={{ fontSize: 16 }}>{intro}</Paragraph>}
        <Flex vertical gap={8}>
          {sections?.map((section, index) => (
            <section key={section.title} aria-labelledby={`section-${index + 1}`}>
              <Title level={2} id={`section-${index + 1}`} style={{ fontSize: 20 }}>
                {numbered ? `${index + 1}. ${section.title}` : section.title}
              </Title>
              <div style={{ fontSize: 15, lineHeight: 1.7 }}>{section.body}</div>
            </section>
          ))}
        </Flex>
        {children}
      </Card>
    </article>
  );
}
