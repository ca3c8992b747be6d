import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useIdleOnce } from '@/lib/idle';
import { documentTitle } from '@/utils/document-title';

// Member-only chrome loads lazily too, so a visitor's first page (/auth) does not download it.
const AssistantPanel = lazy(() =>
  import('@/features/assistant/components/assistant-panel').then((m) => ({ default: m.AssistantPanel })),
);
const UserMenu = lazy(() => import('@/features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })));
const NavSearch = lazy(() => import('@/features/search/components/nav-search').then((m) => ({ default: m.NavSearch })));
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const LiveStream = lazy(() => import('@/lib/live-stream').then((m) => ({ default: m.LiveStream })));
const PhoneApp = lazy(() => import('@/features/phone-app/components/phone-app').then((m) => ({ default: m.PhoneApp })));
const MessagesNavLink = lazy(() =>
  import('@/features/messages/components/messages-nav-link').then((m) => ({ default: m.MessagesNavLink })),
);

/**
 * Header and footer on every screen; each screen's code loads lazily inside, and names the browser tab. While a
 * member is signed in the live stream is open, and the header's bell and Messages icon apply its events.
 */
export function RootLayout() {
  const { user } = useAuth();
  const title = documentTitle(useMatches());
  // The member's header icons and the assistant wait for the screen's first paint (see useIdleOnce).
  const chrome = useIdleOnce(!!user);
  // The offline banner and, for a member, the service worker: for everyone, after the first paint too.
  const shellExtras = useIdleOnce(true);
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The same boundary elements until the icons are wanted: a prerendered page's boundaries hydrate after the rest,
  // and new props reaching them before that client-render them (React error 421). The session check's answer is
  // such an update, and an urgent one (swr's store): it changed this element on every member's load of /. The
  // icons come at an idle moment, an update React lets the boundary finish hydrating before.
  const iconsOf = chrome ? user : null;
  const actions = useMemo(
    () => (
      <Suspense fallback={null}>
        {iconsOf && <MessagesNavLink viewerId={iconsOf.id} />}
        {iconsOf && <NotificationBell />}
        {iconsOf && <UserMenu />}
      </Suspense>
    ),
    [iconsOf],
  );
  const screen = useMemo(
    () => (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
        <ScreenReadyMark />
      </Suspense>
    ),
    [],
  );
  return (
    <MainLayout
      header={{
        signedIn: !!user,
        search: (close) => (
          <Suspense fallback={null}>
            <NavSearch onNavigate={close} />
          </Suspense>
        ),
        actions,
      }}
    >
      {screen}
      <ScrollRestoration />
      {chrome && user && (
        <Suspense fallback={null}>
          <AssistantPanel />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <LiveStream memberId={user.id} />
        </Suspense>
      )}
      {shellExtras && (
        <Suspense fallback={null}>
          <PhoneApp signedIn={!!user} />
        </Suspense>
      )}
    </MainLayout>
  );
}

/**
 * Sets `<html data-ready>` once the screen's boundary has committed. React adopts a prerendered page's Suspense
 * boundaries in a later pass than the root, and until then its buttons are painted but do nothing: the browser
 * journeys wait for this mark, not for the root, before acting on a freshly loaded page.
 */
function ScreenReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
