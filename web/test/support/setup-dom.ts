import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { server } from './api-server';
import { resetStores } from './zustand';

// What antd asks of the browser and jsdom does not have: media queries (responsive grid, theme) and a
// computed style for pseudo-elements (scrollbar measurement).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
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
