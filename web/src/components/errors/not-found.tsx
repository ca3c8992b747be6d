import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Paragraph, Title } from '@/components/ui/typography';
import { paths } from '@/config/paths';

/** The not-found screen (any path the router does not know). */
export function NotFound() {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Title level={1} style={{ fontSize: 28 }}>
        404 Page Not Found
      </Title>
      {/* The product's own sentence, then one a member understands and a way home. */}
      <Paragraph type="secondary">
        Did you forget to add the page to the router?
      </Paragraph>
      <Paragraph>This page does not exist or has moved. Check the address, or go back to your home feed.</Paragraph>
      <LinkButton to={paths.home.getHref()} type="primary">
        Go to the home page
      </LinkButton>
    </Card>
  );
}
