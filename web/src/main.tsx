import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import './app/global.css';
import './components/ui/ui.css';
import { App } from './app';
import { preloadScreens } from './app/lazy-screen';
import { HomeRoute, routes } from './app/router';
import { whenIdle } from './lib/idle';
import { PRERENDERED_THEME_MODE, readThemeMode } from './lib/theme';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** After the first screen, while the browser is idle: the home screen, where signing in and most links lead. */
function prefetchNextScreen() {
  whenIdle(() => void HomeRoute.preload());
}

// A prerendered page (build/prerender.ts) is adopted: its screen's chunk first, so hydration never suspends.
// In another theme than the prerender's, every screen would change while React adopts it (and a screen not yet
// adopted is thrown away, React error 421): the page is then drawn anew, as pages that are not prerendered are.
// Either way the first render is a transition: React then works in slices of a few milliseconds and lets the
// browser paint and answer input in between, instead of in one long task (150 ms and more on a phone).
if (container.hasChildNodes() && readThemeMode() === PRERENDERED_THEME_MODE) {
  // A chunk that fails to load still leaves a page to hydrate: the route's error element then says so.
  void preloadScreens(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      prefetchNextScreen();
    });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  prefetchNextScreen();
}
