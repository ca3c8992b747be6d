import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Router error element: a crash in a screen (or a failed lazy chunk) shows this instead of a blank page.
 * It stays in the entry chunk, so it is drawn with light parts (antd's Result bundles its large status images).
 */
export function RouteError() {
  const error = useRouteError();
  const { token } = theme.useToken();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Flex vertical align="center" gap={16} role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} />
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>Something went wrong</h2>
      {detail && <div style={{ color: token.colorTextDescription }}>{detail}</div>}
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Flex>
  );
}
