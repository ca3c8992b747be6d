import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from './api-server';
import { installLiveStream } from './live-stream';
import { resetStores } from './zustand';

// What antd asks of the browser and jsdom does not have: media queries (responsive grid, theme), answered for
// the window's width (jsdom's 1024 px: a desktop layout; a test may set innerWidth for a phone's), and a computed
// style for pseudo-elements (scrollbar measurement).
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
window.scrollTo = () => undefined;
installLiveStream();

// A whole screen (lazy routes, antd) renders in jsdom in seconds on a loaded two-core machine running the other
// suites beside it: waits for what a member would see allow that long, and a screen that never shows it still fails.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Unmounted first, so no screen re-renders with the stores and storage put back.
  cleanup();
  server.resetHandlers();
  resetStores();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
