import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import './app/global.css';
import './components/ui/ui.css';
import { App } from './app';
import { preloadScreens } from './app/lazy-screen';
import { HomeRoute, routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** After the first screen, while the browser is idle: the home screen, where signing in and most links lead. */
function prefetchNextScreen() {
  const preload = () => void HomeRoute.preload();
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
  else setTimeout(preload, 1000);
}

// A prerendered page (build/prerender.ts) is adopted: its screen's chunk first, so hydration never suspends.
if (container.hasChildNodes()) {
  // A chunk that fails to load still leaves a page to hydrate: the route's error element then says so.
  void preloadScreens(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      hydrateRoot(container, app);
      prefetchNextScreen();
    });
} else {
  createRoot(container).render(app);
  prefetchNextScreen();
}
