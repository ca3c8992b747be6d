import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { AppFooter } from './app-footer';
import { AppHeader, type AppHeaderProps } from './app-header';

/** Header, page content, footer: the frame of every screen. */
export interface MainLayoutProps {
  header?: AppHeaderProps;
  children: ReactNode;
}

export function MainLayout({ header, children }: MainLayoutProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader {...header} />
      <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        <main>{children}</main>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
