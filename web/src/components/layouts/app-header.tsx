import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Flex, Grid, Layout, theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import './app-header.css';

/**
 * The sticky navigation bar. Its member-only parts (search form, avatar menu) belong to
 * features, so the app passes them in as slots instead of this component importing features.
 * - signed in: search form, tabs Home, My Network, Content (the mobile menu adds Find Doctors), avatar menu;
 * - signed out on mobile: the menu offers 'Sign In' and 'Sign Up'.
 */
export interface AppHeaderProps {
  signedIn?: boolean;
  /** The member search form; `close` closes the mobile menu after a search. */
  search?: (close: () => void) => ReactNode;
  actions?: ReactNode;
}

// The phone menu's Drawer loads on the first open: Drawer and the form context it isolates are not first-paint code.
const HeaderMenu = lazy(() => import('./header-menu').then((m) => ({ default: m.HeaderMenu })));

const tabs = [
  { label: 'Home', href: paths.home.getHref(), match: (path: string) => path === '/' },
  { label: 'My Network', href: paths.network.getHref(), match: (path: string) => path.startsWith('/network') },
  { label: 'Content', href: paths.contents.getHref(), match: (path: string) => path.startsWith('/content') },
];
const findDoctors = {
  label: 'Find Doctors',
  href: paths.search.getHref(),
  match: (path: string) => path.startsWith('/search') || path.startsWith('/doctors'),
};
/** The phone menu's other screens: on a phone nothing else leads to them without scrolling the feed. */
const phoneOnly = [
  findDoctors,
  { label: 'Events', href: paths.events.getHref(), match: (path: string) => path.startsWith('/events') },
  { label: 'News', href: paths.news.getHref(), match: (path: string) => path.startsWith('/news') },
  { label: 'CME', href: paths.cme.getHref(), match: (path: string) => path.startsWith('/resources/cme') },
  { label: 'Settings', href: paths.settings.getHref(), match: (path: string) => path.startsWith('/settings') },
];

export function AppHeader({ signedIn = false, search, actions }: AppHeaderProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isMobile = screens.md === false;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { pathname } = useLocation();
  const path = pathname.toLowerCase();
  const close = () => setMenuOpen(false);

  const tabLink = (tab: typeof findDoctors, vertical = false) => {
    const active = tab.match(path);
    return (
      <Link
        key={tab.href}
        to={tab.href}
        onClick={close}
        aria-current={active ? 'page' : undefined}
        style={{
          padding: vertical ? '10px 4px' : '0 12px',
          lineHeight: vertical ? undefined : '62px',
          display: 'block',
          // The link blue, not the primary: in the dark theme the primary is too dark for text (theme-tokens.ts).
          color: active ? token.colorLink : token.colorText,
          fontWeight: active ? 600 : 400,
          borderBottom: !vertical && active ? `2px solid ${token.colorLink}` : '2px solid transparent',
        }}
      >
        {tab.label}
      </Link>
    );
  };

  return (
    <Layout.Header
      className="app-header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: 64,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%', maxWidth: 1200, margin: '0 auto' }}>
        <Logo />
        {signedIn && !isMobile && (
          <Flex flex={1} justify="center" style={{ minWidth: 0 }}>
            {search?.(close)}
          </Flex>
        )}
        <Flex align="center" gap={8} style={isMobile ? { marginLeft: 'auto' } : undefined}>
          {signedIn && !isMobile && (
            <nav aria-label="Main">
              <Flex>{tabs.map((tab) => tabLink(tab))}</Flex>
            </nav>
          )}
          {actions}
          {/* Always rendered, shown on phones only by app-header.css (so also before the scripts run). */}
          <Button
            className="app-header-menu-button"
            type="text"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen((open) => !open);
            }}
            style={{ fontSize: 22, width: 40, height: 40 }}
          >
            {menuOpen ? '✕' : '☰'}
          </Button>
        </Flex>
      </Flex>
      {menuLoaded && (
        <Suspense fallback={null}>
          <HeaderMenu
            open={menuOpen}
            onClose={close}
            memberItems={
              signedIn ? (
                <Flex vertical gap={8}>
                  {search?.(close)}
                  <nav aria-label="Main">{[...tabs, ...phoneOnly].map((tab) => tabLink(tab, true))}</nav>
                </Flex>
              ) : undefined
            }
          />
        </Suspense>
      )}
    </Layout.Header>
  );
}
