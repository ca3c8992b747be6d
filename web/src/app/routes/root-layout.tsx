import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AssistantPanel } from '@/features/assistant/components/assistant-panel';
import { UserMenu } from '@/features/auth/components/user-menu';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NavSearch } from '@/features/search/components/nav-search';

/** Header and footer on every screen; each screen's code loads lazily inside. */
export function RootLayout() {
  const { user } = useAuth();
  return (
    <MainLayout
      header={{
        signedIn: !!user,
        search: (close) => <NavSearch onNavigate={close} />,
        actions: <UserMenu />,
      }}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      {user && <AssistantPanel />}
    </MainLayout>
  );
}
