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
      {/* At least the window below the header: the footer starts below the fold, so content growing as data
          arrives never moves it on screen (a layout shift). */}
      <Layout.Content
        style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto', minHeight: 'calc(100vh - 64px)' }}
      >
        <main>{children}</main>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
