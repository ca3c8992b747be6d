import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { UserMenu } from '@/features/auth/components/user-menu';

/** Header and footer on every screen; each screen's code loads lazily inside. */
export function RootLayout() {
  return (
    <MainLayout header={{ actions: <UserMenu /> }}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </MainLayout>
  );
}
