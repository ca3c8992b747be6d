import { Card, Typography } from 'antd';

/** The not-found screen of part 1 §2 (any path the router does not know). */
export function NotFound() {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        404 Page Not Found
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Did you forget to add the page to the router?
      </Typography.Paragraph>
    </Card>
  );
}
