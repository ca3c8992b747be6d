import type { ReactNode } from 'react';
import { Flex, Layout, theme } from 'antd';
import { Logo } from '@/components/ui/logo';

/**
 * The sticky navigation bar. Its member-only parts (search, tabs, avatar menu) belong to features,
 * so the app passes them in as slots instead of this component importing features.
 */
export interface AppHeaderProps {
  center?: ReactNode;
  actions?: ReactNode;
}

export function AppHeader({ center, actions }: AppHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: 64,
        paddingInline: 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex
        align="center"
        justify="space-between"
        gap={16}
        style={{ height: '100%', maxWidth: 1200, margin: '0 auto' }}
      >
        <Logo />
        <Flex flex={1} justify="center">
          {center}
        </Flex>
        <Flex align="center" gap={8}>
          {actions}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
