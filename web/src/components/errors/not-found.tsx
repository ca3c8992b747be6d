import { Card } from '@/components/ui/card';
import { Paragraph, Title } from '@/components/ui/typography';

/** The not-found screen of part 1 §2 (any path the router does not know). */
export function NotFound() {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Title level={1} style={{ fontSize: 28 }}>
        404 Page Not Found
      </Title>
      <Paragraph type="secondary">
        Did you forget to add the page to the router?
      </Paragraph>
    </Card>
  );
}
